import { defineEnum } from "./enumTable";

/** Show or hide (menus, categories): 显示 = 1, 不显示 = 0 (spec doc 1 §4). */
export const SHOW_HIDE = defineEnum<number>([
  { value: 1, label: "enums.showHide.1", color: "green" },
  { value: 0, label: "enums.showHide.0", color: "default" },
]);

/** A switch: 开启 = 1, 关闭 = 0 (spec doc 1 §4). */
export const SWITCH_STATUS = defineEnum<number>([
  { value: 1, label: "enums.switch.1", color: "green" },
  { value: 0, label: "enums.switch.0", color: "default" },
]);

/** An on/off status carried as a boolean (roles, admin accounts): 开启 / 关闭. */
export const ON_OFF = defineEnum<boolean>([
  { value: true, label: "enums.switch.1", color: "green" },
  { value: false, label: "enums.switch.0", color: "default" },
]);

/** Deleted or not: 已删除 = 1, 正常 = 0 (spec doc 1 §4). */
export const DELETED = defineEnum<number>([
  { value: 1, label: "enums.deleted.1", color: "red" },
  { value: 0, label: "enums.deleted.0", color: "green" },
]);
