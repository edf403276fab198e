import { Fragment, type ReactNode } from "react";
import { Col, Form, Row, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { FieldControl } from "./FieldControl";
import { labelCol, rowAlign, rowJustify } from "./formLayout";
import type { FieldRule } from "./rules";
import type { FieldScheme } from "./types";

type Translate = (key: string, vars?: Record<string, unknown>) => string;

interface ItemsProps {
  fields: readonly FieldScheme[];
  rules: Record<string, FieldRule[]>;
  t: Translate;
}

/** A field's tips: plain text, or a link when `tipsIsLink`. */
function Tips({ scheme }: { scheme: FieldScheme }) {
  const config = scheme.__config__;
  if (!config.tips || !config.tipsDesc) return null;
  const style = { fontSize: 12, lineHeight: "18px" };
  return (
    <div>
      {config.tipsIsLink && config.tipsLink ? (
        <Typography.Link href={config.tipsLink} target="_blank" rel="noreferrer" type="secondary" style={style}>
          {config.tipsDesc}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary" style={style}>
          {config.tipsDesc}
        </Typography.Text>
      )}
    </div>
  );
}

function ColFormItem({ scheme, rules }: { scheme: FieldScheme; rules: Record<string, FieldRule[]> }) {
  const config = scheme.__config__;
  const showLabel = config.showLabel !== false;
  const fieldRules = (scheme.__vModel__ ? rules[scheme.__vModel__] : undefined) ?? [];
  const triggers = [...new Set(["onChange", ...fieldRules.map((r) => r.validateTrigger).filter(Boolean)])] as string[];
  return (
    <Col span={config.span ?? 24}>
      <Form.Item
        label={showLabel ? config.label : undefined}
        labelCol={showLabel ? labelCol(config.labelWidth) : { flex: "0px" }}
        required={Boolean(config.required)}
        extra={<Tips scheme={scheme} />}
        style={{ marginBottom: 18 }}
      >
        <Form.Item noStyle name={scheme.__vModel__} rules={fieldRules as Rule[]} validateTrigger={triggers}>
          <FieldControl scheme={scheme} />
        </Form.Item>
      </Form.Item>
    </Col>
  );
}

const layouts: Record<string, (scheme: FieldScheme, props: ItemsProps) => ReactNode> = {
  colFormItem: (scheme, { rules }) => <ColFormItem scheme={scheme} rules={rules} />,
  rowFormItem: (scheme, props) => {
    const children = Array.isArray(scheme.__config__.children) ? scheme.__config__.children : [];
    const flex = scheme.type === "flex";
    return (
      <Col span={scheme.span ?? scheme.__config__.span ?? 24}>
        <Row
          gutter={scheme.gutter ?? 0}
          justify={flex ? rowJustify(scheme.justify) : undefined}
          align={flex ? rowAlign(scheme.align) : undefined}
        >
          <FormItems {...props} fields={children} />
        </Row>
      </Col>
    );
  },
};

/** Every field by its layout; a layout nobody knows is an error ('no layout matches {layout}'). */
export function FormItems(props: ItemsProps) {
  return (
    <>
      {props.fields.map((scheme, index) => {
        const layout = layouts[scheme.__config__.layout ?? ""];
        if (!layout)
          throw new Error(
            props.t("systemForm.renderer.noLayout", {
              layout: String(scheme.__config__.layout),
            }),
          );
        return <Fragment key={scheme.__vModel__ ?? `${scheme.__config__.layout}-${index}`}>{layout(scheme, props)}</Fragment>;
      })}
    </>
  );
}
