/** The Upstream mark: a wave with an arrow rising from it. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#2f4fd1" />
      <path
        d="M14 44c8 0 10-8 18-8s10 8 18 8"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path
        d="M32 14v18m0-18-8 8m8-8 8 8"
        fill="none"
        stroke="#ff8a3d"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function LogoText() {
  return (
    <>
      <LogoMark />
      <span>Upstream</span>
      <span className="brand-beta">beta</span>
    </>
  );
}
