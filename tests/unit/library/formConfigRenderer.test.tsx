import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FormConfigRenderer } from "../../../src/widgets/formConfig/FormConfigRenderer";
import { parseFormConf } from "../../../src/widgets/formConfig/parseFormConf";
import type { FormConf } from "../../../src/widgets/formConfig/types";
import { FORM_TEMPLATES } from "../../../server/areas/library/formTemplates";
import { useLocale } from "../shell/i18n";
import { stubMatchMedia } from "./matchMedia";

afterEach(cleanup);
beforeAll(() => {
  stubMatchMedia();
  return useLocale("zh-CN");
});

const template = (id: number) => parseFormConf(FORM_TEMPLATES.find((f) => f.id === id)!.content)!;

describe("form-config renderer", () => {
  it("renders the seeded seckill template (86) with labels, tips and buttons", () => {
    render(<FormConfigRenderer conf={template(86)} />);
    expect(screen.getByText("活动名称")).toBeInTheDocument();
    expect(screen.getByText("秒杀时段")).toBeInTheDocument();
    expect(screen.getByText("建议尺寸 750×300 像素")).toBeInTheDocument();
    expect(screen.getByTestId("form-config-submit")).toBeInTheDocument();
    expect(screen.getByTestId("form-config-reset")).toBeInTheDocument();
  });

  it("shows each required field's message on submit and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<FormConfigRenderer conf={template(84)} onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByTestId("form-config-submit")));
    await waitFor(() => expect(screen.getByText("请输入公众号名称")).toBeInTheDocument());
    expect(screen.getByText("请输入AppID")).toBeInTheDocument();
    expect(screen.getByText("请输入AppSecret")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits required number inputs and choices whose options are numbers (the seckill template 86)", async () => {
    const onSubmit = vi.fn();
    render(<FormConfigRenderer conf={template(86)} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByPlaceholderText("请输入活动名称"), { target: { value: "周末秒杀" } });
    await act(async () => fireEvent.click(screen.getByTestId("form-config-submit")));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ seckillName: "周末秒杀", seckillTimeSlot: 1, seckillOnceNum: 1, seckillStatus: 1 });
    expect(screen.queryByText("请选择秒杀时段")).toBeNull();
    expect(screen.queryByText("请输入单次限购")).toBeNull();
  });

  it("checks regList patterns with their messages, then submits the values", async () => {
    const onSubmit = vi.fn();
    const conf: FormConf = {
      fields: [
        {
          __config__: {
            label: "AppID",
            tag: "el-input",
            layout: "colFormItem",
            required: true,
            regList: [{ pattern: "/^wx[0-9a-f]{16}$/", message: "AppID格式不正确" }],
          },
          __vModel__: "appId",
          placeholder: "请输入AppID",
        },
        {
          __config__: {
            label: "方式",
            tag: "el-radio-group",
            layout: "colFormItem",
            defaultValue: 2,
            regList: [],
          },
          __vModel__: "mode",
          __slot__: {
            options: [
              { label: "一", value: 1 },
              { label: "二", value: 2 },
            ],
          },
        },
      ],
      formBtns: true,
    };
    render(<FormConfigRenderer conf={conf} onSubmit={onSubmit} />);
    const input = screen.getByPlaceholderText("请输入AppID");
    fireEvent.change(input, { target: { value: "wx12" } });
    await act(async () => fireEvent.click(screen.getByTestId("form-config-submit")));
    await waitFor(() => expect(screen.getByText("AppID格式不正确")).toBeInTheDocument());
    fireEvent.change(input, { target: { value: "wx0123456789abcdef" } });
    await act(async () => fireEvent.click(screen.getByTestId("form-config-submit")));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        appId: "wx0123456789abcdef",
        mode: 2,
      }),
    );
  });

  it("fills edit data, picking the option a stored text means", () => {
    const conf = template(84);
    render(<FormConfigRenderer conf={conf} editData={{ wechatName: "CRMEB", wechatEncryptType: "3" }} />);
    expect(screen.getByDisplayValue("CRMEB")).toBeInTheDocument();
    expect((screen.getByLabelText("安全模式") as HTMLInputElement).checked).toBe(true);
  });

  it("reset goes back to the first values and tells the caller", async () => {
    const onReset = vi.fn();
    render(<FormConfigRenderer conf={template(86)} onReset={onReset} />);
    fireEvent.change(screen.getByPlaceholderText("请输入活动名称"), {
      target: { value: "周末秒杀" },
    });
    await act(async () => fireEvent.click(screen.getByTestId("form-config-reset")));
    // antd mounts the fields afresh on reset: look the input up again.
    expect((screen.getByPlaceholderText("请输入活动名称") as HTMLInputElement).value).toBe("");
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("lays out rows with their children, and hides the buttons without formBtns", () => {
    const conf: FormConf = {
      fields: [
        {
          __config__: {
            layout: "rowFormItem",
            children: [
              {
                __config__: {
                  label: "内层",
                  tag: "el-input",
                  layout: "colFormItem",
                  span: 12,
                },
                __vModel__: "inner",
              },
            ],
          },
          type: "flex",
          justify: "center",
        },
      ],
      formBtns: false,
    };
    render(<FormConfigRenderer conf={conf} />);
    expect(screen.getByText("内层")).toBeInTheDocument();
    expect(screen.queryByTestId("form-config-submit")).toBeNull();
  });

  it("says 'no layout matches {layout}' for an unknown layout", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <FormConfigRenderer
        conf={{
          fields: [
            {
              __config__: { layout: "gridItem", tag: "el-input" },
              __vModel__: "x",
            },
          ],
        }}
      />,
    );
    expect(screen.getByTestId("form-config-error")).toHaveTextContent("没有与gridItem匹配的layout");
    spy.mockRestore();
  });

  it("parses only real configs", () => {
    expect(parseFormConf("{")).toBeUndefined();
    expect(parseFormConf('{"fields":1}')).toBeUndefined();
    expect(parseFormConf('{"fields":[]}')).toEqual({ fields: [] });
  });
});
