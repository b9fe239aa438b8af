export interface WindArrowProps {
  /** Where the wind comes from, degrees; the arrow points where it blows to. */
  directionDeg: number
  /** @default 16 */
  size?: number
  /** Text for screen readers, e.g. "from the south-west"; without it the arrow is decorative. */
  label?: string
}

/** A small arrow in the wind's direction of travel, as on a weather map. */
export function WindArrow({ directionDeg, size = 16, label }: WindArrowProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="-8 -8 16 16"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ transform: `rotate(${(directionDeg + 180) % 360}deg)`, flex: 'none' }}
    >
      <path d="M0 -7 L4.5 3 L0 1 L-4.5 3 Z" fill="currentColor" />
    </svg>
  )
}
