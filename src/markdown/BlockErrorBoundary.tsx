import { Component, type ReactNode } from "react";

/** Props of {@link BlockErrorBoundary}. */
export interface BlockErrorBoundaryProps {
  /** What is drawn; drawn again when `source` changes. */
  children: ReactNode;
  /** The text the children draw: a new one is tried again. */
  source: string;
  /** Drawn in place of the children once they failed. */
  fallback: () => ReactNode;
}

interface State {
  /** The source of the last render. */
  source: string;
  /** Drawing that source failed. */
  failed: boolean;
}

/**
 * Keeps a failure to draw one markdown block inside that block: it shows its fallback (the block as
 * plain text) and the rest of the answer, and the widget around it, go on. A new text (the block grew)
 * is tried again.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, State> {
  constructor(props: BlockErrorBoundaryProps) {
    super(props);
    this.state = { source: props.source, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BlockErrorBoundaryProps, state: State): Partial<State> | null {
    return props.source === state.source ? null : { source: props.source, failed: false };
  }

  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
