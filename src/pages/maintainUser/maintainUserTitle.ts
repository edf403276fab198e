import type { TitleContext } from "../../routing/types";

/** Route MaintainUser (spec doc 1 §2.1): personal centre for type `users`, otherwise change password. */
export const maintainUserTitle = ({ params, t }: TitleContext) =>
  t(params.type === "users" ? "user.centre.title" : "user.password.title");
