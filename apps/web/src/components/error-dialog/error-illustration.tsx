/** Decorative art for generic errors: a game controller with a worried face. */
export function ErrorIllustration() {
  return (
    <svg
      className="error-dialog__illustration"
      data-testid="error-illustration"
      viewBox="0 0 160 100"
      width="160"
      height="100"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="error-illustration-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#ff5c8a" />
        </linearGradient>
      </defs>
      <path
        d="M40 22h80c16 0 26 12 30 30l6 26c2 10-6 18-15 14l-19-10c-6-3-12-4-18-4H56c-6 0-12 1-18 4l-19 10c-9 4-17-4-15-14l6-26c4-18 14-30 30-30z"
        fill="url(#error-illustration-gradient)"
      />
      <circle cx="58" cy="48" r="6" fill="#14121f" />
      <circle cx="102" cy="48" r="6" fill="#14121f" />
      <path d="M66 72c8-8 20-8 28 0" stroke="#14121f" strokeWidth="5" strokeLinecap="round" fill="none" />
      <path d="M118 30l6-12M128 34l10-8" stroke="#ffd84d" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
