import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/**", "dist-server/**", "node_modules/**", "data/**", ".tmp/**", "test-results/**", "playwright-report/**", "bench/results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "react-hooks/set-state-in-effect": "off",
      // `interface DB extends AreaTables {}`: each server area adds its tables to Kysely's database type.
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // The console may borrow the server's types (contract.ts shapes), never its code: a value
    // import would pull server modules into the browser bundle. server/shared/ holds the few
    // browser-safe modules both sides run (no Node imports there).
    files: ["src/**/*.{ts,tsx}", "providers/**/*.{ts,tsx}", "resources/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.{1,2}/)+server(/(?!shared/)|$)",
              allowTypeImports: true,
              message: "Console code may only `import type` from server/; put values both sides need in server/shared/.",
            },
          ],
        },
      ],
      // antd 5.29 deprecates the inputs' addons; WithAddons joins the text with Space.Compact instead.
      "no-restricted-syntax": [
        "error",
        { selector: "JSXAttribute[name.name=/^addon(Before|After)$/]", message: "Wrap the input in WithAddons (src/widgets/WithAddons.tsx): antd deprecates addonBefore / addonAfter." },
      ],
    },
  },
  {
    // Browser specs take `test` from ./support, whose fixture fails a test on any
    // Content-Security-Policy violation.
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/support.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test"], message: "Import `test` from ./support (it fails the test on CSP violations)." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
