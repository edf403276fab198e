import { Component, type ReactNode } from "react";
import { Alert } from "antd";

interface State {
  error?: Error;
}

/** Shows a broken config's error (e.g. 'no layout matches …') in place of the form. */
export class ConfigErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  render() {
    if (this.state.error) return <Alert type="error" showIcon message={this.state.error.message} data-testid="form-config-error" />;
    return this.props.children;
  }
}
