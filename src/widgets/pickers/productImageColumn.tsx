import type { ColumnType } from "antd/es/table";
import { Thumbnail } from "../listCells/Thumbnail";

/** The pickers' picture column: a small thumbnail named by the product (it opens nothing large). */
export function productImageColumn<Row extends { image?: string | null; name: string }>(title: string, width: number): ColumnType<Row> {
  return { title, dataIndex: "image", width, render: (src: string, row) => <Thumbnail src={src} size={36} label={row.name} /> };
}
