import type { CSSProperties, ReactNode } from "react";

/** Props of {@link LineIcon}. */
export interface LineIconProps {
  /** The icon's shapes, drawn on a 24 × 24 grid with round strokes. */
  children: ReactNode;
  /** Width and height in CSS pixels. @default 16 */
  size?: number;
  /** @default 2 */
  strokeWidth?: number;
  className?: string;
  style?: CSSProperties;
}

/** A stroked icon in the text's colour, hidden from assistive technology: the control around it carries the name. */
export function LineIcon({ children, size = 16, strokeWidth = 2, className, style }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      style={style}
    >
      {children}
    </svg>
  );
}
