import { CurrencyIcon } from './currency-icon.tsx';

/** Page 3 of the explainer: a clock leading to bucks, named for screen readers by `label`. */
export function ClockToBucks({ label }: { label: string }) {
  return (
    <div className="clock-to-bucks" role="img" aria-label={label}>
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="32" fill="#2a2640" stroke="#a996ff" strokeWidth="4" />
        <path d="M36 16v20l13 8" fill="none" stroke="#f4f2ff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <svg width="48" height="24" viewBox="0 0 48 24" aria-hidden="true" focusable="false">
        <path
          d="M2 12h40m-10-9 10 9-10 9"
          fill="none"
          stroke="#ff5c8a"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="clock-to-bucks__coins" aria-hidden="true">
        <CurrencyIcon size={40} />
        <CurrencyIcon size={56} />
      </span>
    </div>
  );
}
