/** The bucks coin. Decorative: the text next to it always names the currency. */
export function CurrencyIcon({ size = 48, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#ffd84d" />
      <circle cx="24" cy="24" r="17" fill="none" stroke="#b8860b" strokeWidth="2.5" />
      <path
        d="M19 15h7.5a5 5 0 0 1 0 10H19zm0 10h8.5a5 5 0 0 1 0 10H19z"
        fill="none"
        stroke="#5c3d00"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
