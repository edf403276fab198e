import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { useLocale } from "./i18n";
import { stubMatchMedia } from "../library/matchMedia";

// antd renders slowly under a loaded CI machine.
configure({ asyncUtilTimeout: 5000 });

const calls = vi.hoisted(() => ({ mutate: vi.fn(), logout: vi.fn(), invalidate: vi.fn(), toast: vi.fn(), reload: vi.fn() }));
vi.mock("@refinedev/core", () => ({
  useGetIdentity: () => ({ data: { account: "merchant1", name: "店长小王" } }),
  useLogout: () => ({ mutate: calls.logout }),
  useInvalidateAuthStore: () => calls.invalidate,
  useCustomMutation: () => ({ mutateAsync: calls.mutate, mutation: { isPending: false } }),
}));
vi.mock("../../../src/access/useAllowed", () => ({ useAllowed: () => true }));
vi.mock("../../../providers/notify", () => ({ toastSuccess: calls.toast }));
vi.mock("../../../providers/session", () => ({ reloadAdminInfo: calls.reload }));

const { default: MaintainUserPage } = await import("../../../src/pages/maintainUser/MaintainUserPage");

const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/maintain/user/:type?" element={<MaintainUserPage />} />
      </Routes>
    </MemoryRouter>,
  );
const type = (label: string, value: string) => fireEvent.change(screen.getByPlaceholderText(label), { target: { value } });

beforeAll(async () => {
  stubMatchMedia();
  await useLocale("zh-CN");
});
beforeEach(() => {
  vi.clearAllMocks();
  calls.mutate.mockResolvedValue({ data: null });
  calls.reload.mockResolvedValue({});
  calls.invalidate.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe("personal centre (type users)", () => {
  it("updates the real name through login/admin/update", async () => {
    open("/maintain/user/users");
    expect(await screen.findByDisplayValue("merchant1")).toBeDisabled();
    type("管理员姓名", "  新名字 ");
    fireEvent.click(screen.getByTestId("profile-save"));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenCalledWith(expect.objectContaining({ values: { realName: "新名字" }, meta: { resource: "shellProfile", action: "updateName" } })),
    );
    await waitFor(() => expect(calls.toast).toHaveBeenCalledWith("修改成功"));
    expect(calls.reload).toHaveBeenCalled();
  });
  it("requires a name", async () => {
    open("/maintain/user/users");
    type("管理员姓名", " ");
    fireEvent.click(screen.getByTestId("profile-save"));
    expect(await screen.findByText("请输入管理员姓名", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.mutate).not.toHaveBeenCalled();
  });
});

describe("change password (any other type)", () => {
  it("wants each field 6 to 30 characters", async () => {
    open("/maintain/user/password");
    type("原始密码", "12345");
    type("新密码", "a".repeat(31));
    fireEvent.click(screen.getByTestId("password-save"));
    expect(await screen.findAllByText("密码长度为6-30个字符")).toHaveLength(2);
    expect(await screen.findByText("请再次输入新密码")).toBeInTheDocument();
    expect(calls.mutate).not.toHaveBeenCalled();
  });
  it("wants the confirmation to match", async () => {
    open("/maintain/user/password");
    type("原始密码", "Merchant@123");
    type("新密码", "Merchant@456");
    type("确认新密码", "Merchant@789");
    fireEvent.click(screen.getByTestId("password-save"));
    expect(await screen.findByText("两次输入密码不一致!")).toBeInTheDocument();
    expect(calls.mutate).not.toHaveBeenCalled();
  });
  it("saves, then signs out to the login page", async () => {
    open("/maintain/user");
    type("原始密码", "Merchant@123");
    type("新密码", "Merchant@456");
    type("确认新密码", "Merchant@456");
    fireEvent.click(screen.getByTestId("password-save"));
    await waitFor(() =>
      expect(calls.mutate).toHaveBeenCalledWith(
        expect.objectContaining({
          values: { oldPassword: "Merchant@123", password: "Merchant@456", confirmPassword: "Merchant@456" },
          meta: { resource: "shellProfile", action: "updatePassword" },
        }),
      ),
    );
    await waitFor(() => expect(calls.logout).toHaveBeenCalledWith({ redirectPath: "/login" }));
    expect(calls.toast).toHaveBeenCalledWith("密码修改成功，请重新登录");
  });
  it("stays signed in when the server refuses", async () => {
    calls.mutate.mockRejectedValue({ message: "原密码不正确", statusCode: 500 });
    open("/maintain/user/password");
    type("原始密码", "Wrong@123");
    type("新密码", "Merchant@456");
    type("确认新密码", "Merchant@456");
    fireEvent.click(screen.getByTestId("password-save"));
    await waitFor(() => expect(calls.mutate).toHaveBeenCalled());
    expect(calls.logout).not.toHaveBeenCalled();
  });
});
