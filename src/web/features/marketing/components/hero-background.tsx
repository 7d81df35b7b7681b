/** Court green with a court seen from above, faint; room at the top for the header. */
export function HeroBackground({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <div
      id={id}
      className="relative overflow-hidden bg-[#0a4540] bg-[radial-gradient(120%_90%_at_85%_0%,#15857a_0%,#0c514b_45%,#08332f_100%)] pt-[68px] sm:pt-[76px]"
    >
      <CourtLines />
      {children}
    </div>
  )
}

function CourtLines() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 700"
      preserveAspectRatio="xMidYMid slice"
      className="pointer-events-none absolute inset-0 size-full opacity-[0.07]"
    >
      <g fill="none" stroke="#fff" strokeWidth="3">
        <rect x="140" y="80" width="920" height="540" />
        <path d="M140 150h920M140 550h920M600 80v540M360 150v400M840 150v400M360 350h480" />
      </g>
    </svg>
  )
}
