import { Component, type ReactNode } from "react";

/**
 * While an editor is half-way through an entry (a new plan with no price yet), a view may not be able to
 * render it: the preview says so in words instead of going blank.
 */
export default class PreviewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <p style={{ padding: "2rem", fontFamily: "sans-serif" }}>The preview will appear once the required fields of this entry are filled in.</p>;
  }
}
