import { hashCheaplyForTests } from "../../server/core/passwords.js";

// Passwords made by the seed and the tests are hashed at a trivial cost (server/core/passwords.ts).
hashCheaplyForTests();
