import type { ReactNode } from "react";
import { Provider as MotionProvider } from "rc-motion";
import "./denseFormTable.css";

/**
 * Around a table whose cells are form fields (rule rows, SKU rows): each field's message
 * floats under it instead of growing its row, and appears and goes at once (antd's own
 * `motion: false`, without a nested theme), so typing in one row never re-lays out the rows
 * below it, frame after frame.
 */
export function DenseFormTable({ children }: { children: ReactNode }) {
  return (
    <div className="dense-form-table">
      <MotionProvider motion={false}>{children}</MotionProvider>
    </div>
  );
}
