import { Component, type ReactNode } from "react";
import { Button } from "../../components/ui/Button.tsx";

interface Props {
  /** What to say when the fields could not be shown (a control's code did not load). */
  message: string;
  retry: string;
  children: ReactNode;
}

/**
 * Keeps a failure inside the fields panel: when a control's code does not arrive (offline for a
 * moment), the panel says so and offers to try again, and the canvas and toolbar go on working.
 */
export class PanelBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("baukasten: the fields panel failed", error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{this.props.message}</p>
        <Button tone="quiet" onPress={() => this.setState({ failed: false })}>
          {this.props.retry}
        </Button>
      </div>
    );
  }
}
