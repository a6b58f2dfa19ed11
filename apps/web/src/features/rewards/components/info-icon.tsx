/** An "i" in a circle; decorative, the button it sits in has its own text. */
export function InfoIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.25" fill="currentColor" />
    </svg>
  );
}
