import path from "node:path";
import { describe, expect, it } from "vitest";
import { stagesOf } from "../../../src/boot/bootChunks";

const root = "/repo";
const at = (file: string) => path.resolve(root, file);

describe("the boot's chunk plan", () => {
  // A first-pass build: the entry, the route table, the app and the console, a page.
  const chunks = [
    { fileName: "index.js", imports: ["http.js"], moduleIds: [at("src/boot/early.ts")] },
    { fileName: "http.js", imports: [], moduleIds: [at("providers/http.ts")] },
    { fileName: "consoleData.js", imports: ["http.js", "manifest.js"], moduleIds: [at("src/boot/consoleData.ts")] },
    { fileName: "manifest.js", imports: [], moduleIds: [at("resources/index.ts")] },
    { fileName: "main.js", imports: ["react.js"], moduleIds: [at("src/main.tsx")] },
    { fileName: "react.js", imports: [], moduleIds: ["/repo/node_modules/react/index.js"] },
    { fileName: "ConsoleApp.js", imports: ["react.js", "table.js", "manifest.js"], moduleIds: [at("src/ConsoleApp.tsx")] },
    { fileName: "ShellLayout.js", imports: ["menu.js"], moduleIds: [at("src/layout/ShellLayout.tsx")] },
    { fileName: "menu.js", imports: [], moduleIds: ["/repo/node_modules/antd/es/menu/index.js"] },
    { fileName: "table.js", imports: [], moduleIds: ["/repo/node_modules/antd/es/table/index.js"] },
    { fileName: "ProductListPage.js", imports: ["table.js", "form.js"], moduleIds: [at("resources/product/list/ProductListPage.tsx")] },
    { fileName: "form.js", imports: [], moduleIds: ["/repo/node_modules/antd/es/form/index.js"] },
  ];
  const stages = stagesOf(chunks, root);

  it("puts every module a stage loads, through its chunks' static imports, in that stage", () => {
    expect(stages.get(at("src/boot/early.ts"))).toBe("boot");
    expect(stages.get(at("src/main.tsx"))).toBe("app");
    expect(stages.get("/repo/node_modules/react/index.js")).toBe("app");
    expect(stages.get("/repo/node_modules/antd/es/menu/index.js")).toBe("console");
    expect(stages.get("/repo/node_modules/antd/es/table/index.js")).toBe("console");
  });

  it("gives a module two stages load to the earlier one, which has loaded when the later runs", () => {
    expect(stages.get(at("providers/http.ts"))).toBe("boot");
    expect(stages.get(at("resources/index.ts"))).toBe("manifest");
  });

  it("leaves a page's own code to the bundler's splitting", () => {
    expect(stages.has(at("resources/product/list/ProductListPage.tsx"))).toBe(false);
    expect(stages.has("/repo/node_modules/antd/es/form/index.js")).toBe(false);
  });
});
