/**
 * Issue 23, the people areas by keyboard alone: find a customer with the list's search and read
 * their details, add a staff member linked to a customer chosen in the user picker, and add a
 * role whose menus are ticked in the menu tree with the arrow keys and Space. Only Tab,
 * Shift+Tab, Enter, Space, the arrow keys, Escape and typed text; the results are checked where
 * a person would look. Each area's first dialog or drawer gets the dialog checks (auditLayer).
 * One signed-in session; pages are opened by their address inside the console.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { activePage, signInMerchant, test } from "./support";
import { auditLayer, openLayer, openInConsole, tabTo } from "./keyboard";
import { unique } from "./libraryHelpers";

// Three tasks in one session: well under a minute on a quiet machine, more on a busy one.
test.describe.configure({ timeout: 180_000 });

/** The tree node the arrow keys are on (rc-tree marks it; the focus itself stays on the tree). */
const activeNode = (tree: Locator) => tree.locator(".ant-tree-treenode-active");

/** Moves through the menu tree with ArrowDown until the node titled `title` is the active one. */
async function arrowTo(page: Page, tree: Locator, title: string) {
  const wanted = activeNode(tree).locator(".ant-tree-title").getByText(title, { exact: true });
  for (let i = 0; i < 60; i++) {
    if (await wanted.count()) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`the menu tree's node ${title} was not reached with ArrowDown`);
}

const nodeCheckbox = (tree: Locator, title: string) =>
  tree.locator(".ant-tree-treenode", { has: tree.page().locator(".ant-tree-title").getByText(title, { exact: true }) }).locator(".ant-tree-checkbox");

test("by keyboard alone: find a customer and read their details, add a staff member linked to a customer, add a role with a few menus", async ({ page }) => {
  await signInMerchant(page);

  // Customers: search by nickname (Enter in the search box), open the one found, read the drawer.
  await openInConsole(page, "/user/index");
  const customers = activePage(page);
  await tabTo(page, customers.getByTestId("user-search-content"));
  await page.keyboard.type("晴天小猪");
  await page.keyboard.press("Enter");
  const found = customers.getByTestId("customer-table").locator(".ant-table-row");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("晴天小猪");
  const detailButton = found.locator("[data-testid^=customer-detail-]");
  await tabTo(page, detailButton);
  await page.keyboard.press("Enter");
  const drawer = page.getByTestId("customer-detail");
  await expect(drawer.getByTestId("customer-detail-basic")).toContainText("晴天小猪");
  await auditLayer(page, openLayer(page));
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(detailButton).toBeFocused();

  // Staff: a new staff member signing in as 南城旧梦 (chosen in the user picker, which brings
  // the customer's phone), with one permission. A customer is staff once: staff.spec.ts links
  // 月光宝盒, and runs in the same database after this.
  await openInConsole(page, "/staff/index");
  await tabTo(page, activePage(page).getByTestId("staff-add"));
  await page.keyboard.press("Enter");
  const staffDialog = openLayer(page);
  await expect(staffDialog.getByTestId("staff-form")).toBeVisible();
  await auditLayer(page, staffDialog);
  // The checks leave the focus a few stops down the dialog: the first field is nearer backwards.
  await tabTo(page, staffDialog.getByTestId("staff-user-pick"), { back: true });
  await page.keyboard.press("Enter");
  const picker = page.getByTestId("staff-user-picker");
  await tabTo(page, picker.getByTestId("user-search-content"));
  await page.keyboard.type("南城旧梦");
  await page.keyboard.press("Enter");
  const customerRows = picker.locator(".ant-table-row");
  await expect(customerRows).toHaveCount(1);
  await tabTo(page, customerRows.getByRole("radio"));
  await page.keyboard.press("Space");
  await expect(picker.getByTestId("staff-user-picker-chosen")).toContainText("南城旧梦");
  await tabTo(page, picker.getByTestId("staff-user-picker-confirm"));
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(staffDialog.getByTestId("staff-phone")).toHaveValue(/^1[3-9]\d{9}$/);
  const staffName = `键盘店员${Date.now() % 10000}`;
  await tabTo(page, staffDialog.getByTestId("staff-name"));
  await page.keyboard.type(staffName);
  await tabTo(page, staffDialog.getByTestId("staff-roles").getByRole("checkbox", { name: "订单核销" }));
  await page.keyboard.press("Space");
  await tabTo(page, staffDialog.getByTestId("staff-submit"));
  await page.keyboard.press("Enter");
  await expect(staffDialog).toBeHidden();
  const staffRow = activePage(page).getByTestId("staff-table").locator(".ant-table-row", { hasText: staffName });
  await expect(staffRow).toContainText("订单核销");

  // Roles: a role with 商品分类 (in 商品, opened with ArrowRight) and the whole 优惠券 section,
  // ticked with Space on the node the arrow keys are on.
  await openInConsole(page, "/operation/roleManager/identityManager");
  await tabTo(page, activePage(page).getByTestId("role-add"));
  await page.keyboard.press("Enter");
  const roleDialog = openLayer(page);
  const tree = roleDialog.getByTestId("role-menu-tree").locator(".ant-tree");
  await expect(tree).toBeVisible();
  await auditLayer(page, roleDialog);
  const roleName = `键盘角色-${unique()}`.slice(0, 20);
  await tabTo(page, roleDialog.getByTestId("role-name"), { back: true });
  await page.keyboard.type(roleName);
  await tabTo(page, tree);
  // Where the focus is shows (the tree's own focus is in a hidden input): a ring round the tree,
  // then round the node the arrow keys are on.
  await expect(tree).toHaveCSS("outline-style", "solid");
  await arrowTo(page, tree, "商品");
  await expect(activeNode(tree).locator(".ant-tree-node-content-wrapper")).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("ArrowRight");
  await arrowTo(page, tree, "商品分类");
  await page.keyboard.press("Space");
  await expect(nodeCheckbox(tree, "商品分类")).toHaveClass(/ant-tree-checkbox-checked/);
  await arrowTo(page, tree, "优惠券");
  await page.keyboard.press("Space");
  await expect(nodeCheckbox(tree, "优惠券")).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(nodeCheckbox(tree, "商品")).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await tabTo(page, roleDialog.getByTestId("role-submit"));
  await page.keyboard.press("Enter");
  await expect(roleDialog).toBeHidden();
  await expect(activePage(page).getByTestId("role-table").locator(".ant-table-row", { hasText: roleName })).toBeVisible();
});
