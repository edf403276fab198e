import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { activePage, chooseLanguage, openDialog, signIn, signInAndWait, test } from "./support";

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** Ticks a node of the role editor's tree by its shown title. */
async function tick(tree: Locator, title: string) {
  const node = tree.locator(".ant-tree-treenode", { has: tree.page().getByText(title, { exact: true }) });
  await node.locator(".ant-tree-checkbox").click();
  await expect(node.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-checked/);
}

async function expand(tree: Locator, title: string) {
  await tree.locator(".ant-tree-treenode", { has: tree.page().getByText(title, { exact: true }) }).locator(".ant-tree-switcher").click();
}

const rowOf = (page: Page, table: string, text: string) => activePage(page).getByTestId(table).locator(".ant-table-row", { hasText: text });
const idOf = async (row: Locator) => (await row.locator("td").first().innerText()).trim();

test("a role with a few menus gives its new admin exactly those menus; disabled, the admin cannot sign in", async ({ page, browser }) => {
  const n = Date.now() % 100000;
  const roleName = `优惠券与分类-${n}`;
  const account = `e2erole${n}`;
  await signInAndWait(page, "merchant1");

  // The role: the whole coupon section and, of the products, only the categories.
  await page.goto("/operation/roleManager/identityManager");
  const dialog = page.locator(".ant-modal");
  await openDialog(activePage(page).getByTestId("role-add"), dialog.getByTestId("role-menu-tree"));
  await dialog.getByTestId("role-name").fill(roleName);
  const tree = dialog.getByTestId("role-menu-tree");
  await expand(tree, "商品");
  await tick(tree, "商品分类");
  await tick(tree, "优惠券");
  await dialog.getByTestId("role-submit").click();
  await expect(page.getByText("创建身份成功")).toBeVisible();
  await expect(rowOf(page, "role-table", roleName)).toBeVisible();

  // Reopened, the editor shows the same menus ticked.
  const roleRow = rowOf(page, "role-table", roleName);
  await openDialog(activePage(page).getByTestId(`role-edit-${await idOf(roleRow)}`), dialog.getByTestId("role-menu-tree"));
  const coupons = tree.locator(".ant-tree-treenode", { has: page.getByText("优惠券", { exact: true }) });
  await expect(coupons.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-checked/);
  const products = tree.locator(".ant-tree-treenode", { has: page.getByText("商品", { exact: true }) });
  await expect(products.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await dialog.getByRole("button", { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  // The admin holding it.
  await page.goto("/operation/roleManager/adminList");
  await openDialog(activePage(page).getByTestId("admin-add"), dialog.getByTestId("admin-form"));
  await dialog.getByTestId("admin-account").fill(account);
  await dialog.getByTestId("admin-password").fill("Role@12345");
  await dialog.getByTestId("admin-confirm-password").fill("Role@12345");
  await dialog.getByTestId("admin-real-name").fill("分类与券");
  await dialog.getByTestId("admin-roles").click();
  await page.locator(".ant-select-dropdown:visible").getByText(roleName, { exact: true }).click();
  await page.keyboard.press("Escape");
  await dialog.getByTestId("admin-submit").click();
  await expect(page.getByText("创建管理员成功")).toBeVisible();
  const adminRow = rowOf(page, "admin-table", account);
  await expect(adminRow).toContainText(roleName);

  // Signed in elsewhere, the admin sees exactly the chosen menus.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signIn(page2, account, "Role@12345");
  await expect(page2).toHaveURL(/\/dashboard/);
  await expect(page2.getByTestId("dashboard-welcome")).toBeVisible();
  const menu = page2.getByTestId("side-menu");
  await expect(menu.getByText("商品", { exact: true })).toBeVisible();
  await expect(menu.getByText("优惠券", { exact: true })).toBeVisible();
  for (const hidden of ["主页", "订单", "用户", "设置", "维护"]) await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  await menu.getByText("商品", { exact: true }).click();
  await expect(menu.getByText("商品分类", { exact: true })).toBeVisible();
  await expect(menu.getByText("商品列表", { exact: true })).toHaveCount(0);
  await menu.getByText("优惠券", { exact: true }).click();
  await expect(menu.getByText("优惠券列表", { exact: true })).toBeVisible();
  await expect(menu.getByText("领取记录", { exact: true })).toBeVisible();

  // The role is in use: it cannot be deleted.
  await page.goto("/operation/roleManager/identityManager");
  await activePage(page).getByTestId(`role-delete-${await idOf(roleRow)}`).click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: /确\s*定/ }).click();
  await expect(page.getByText("该角色已分配给管理员，请先取消分配再删除")).toBeVisible();
  await expect(roleRow).toBeVisible();

  // Disabled, the admin is signed out and cannot sign in again.
  await page.goto("/operation/roleManager/adminList");
  const adminId = await idOf(adminRow);
  await activePage(page).getByTestId(`admin-status-${adminId}`).click();
  await expect(page.getByText("修改成功")).toBeVisible();
  await expect(activePage(page).getByTestId(`admin-status-${adminId}`)).toHaveAttribute("aria-checked", "false");
  // Reloaded, the admin's console meets the ended session and shows the sign-in page in the same
  // document (a redirect back is in its address). The admin signs in right there: a second load
  // of the page, behind the form, would wipe what is typed, so none may come.
  await page2.reload();
  await expect(page2).toHaveURL(/\/login\?redirect=/);
  await page2.getByPlaceholder("请输入账号").fill(account);
  await page2.getByPlaceholder("请输入密码").fill("Role@12345");
  const answered = page2.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/merchant/login");
  await page2.getByRole("button", { name: /登\s*录/ }).click();
  expect(await (await answered).json()).toMatchObject({ code: 500, message: "账号已被禁用" });
  await expect(page2.getByText("账号已被禁用")).toBeVisible();
  await expect(page2).toHaveURL(/\/login\?redirect=/);
  await other.close();
});

test("in English: the role tree and the password dialog read in English", async ({ page }) => {
  await signInAndWait(page, "merchant1");
  await chooseLanguage(page, "English");

  await page.goto("/operation/roleManager/identityManager");
  const row = rowOf(page, "role-table", "订单客服");
  const dialog = page.locator(".ant-modal");
  await openDialog(activePage(page).getByTestId(`role-edit-${await idOf(row)}`), dialog.getByTestId("role-menu-tree"));
  const tree = dialog.getByTestId("role-menu-tree");
  await expect(tree.getByText("Orders", { exact: true })).toBeVisible();
  const titles = await tree.locator(".ant-tree-title").allInnerTexts();
  expect(titles.join(" ")).not.toMatch(/[\u4e00-\u9fff]/);
  // The seeded role holds the order pages: the Orders node is ticked.
  const orders = tree.locator(".ant-tree-treenode", { has: page.getByText("Orders", { exact: true }) });
  await expect(orders.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-checked/);
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/operation/roleManager/adminList");
  const kefu = rowOf(page, "admin-table", "kefu01");
  await expect(kefu).toContainText("订单客服");
  await openDialog(activePage(page).getByTestId(`admin-password-${await idOf(kefu)}`), dialog.getByTestId("password-form"));
  await dialog.getByTestId("admin-password").fill("Kefu@12345");
  await dialog.getByTestId("admin-confirm-password").fill("Kefu@12346");
  await dialog.getByTestId("password-submit").click();
  await expect(dialog.getByText("The two passwords do not match")).toBeVisible();
  await dialog.getByTestId("admin-confirm-password").fill("Kefu@12345");
  await dialog.getByTestId("password-submit").click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The owner's own row cannot be edited here.
  const owner = rowOf(page, "admin-table", "merchant1");
  await expect(activePage(page).getByTestId(`admin-edit-${await idOf(owner)}`)).toBeDisabled();
});
