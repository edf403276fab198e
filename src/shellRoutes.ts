import type { Area } from "./routing/types";

/** Pages the shell itself owns. */
export const shellArea: Area = {
  name: "shell",
  routes: [],
};
