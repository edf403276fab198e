// Sign-in, sessions and the signed-in account's own routes (routes.ts).
export { sessionArea as registerArea } from "./routes.js";
