import { useContext, type ComponentType, type HTMLAttributes } from "react";
import { ConfigProvider } from "antd";
// antd's Typography shell by its own file: the element, the classes and the styles of Typography.
import TypographyShell from "antd/es/typography/Typography";

type TextType = "secondary" | "success" | "warning" | "danger";
type Element = "span" | "div" | "h1" | "h2" | "h3" | "h4" | "h5";
type Props = HTMLAttributes<HTMLElement> & { type?: TextType };

// Its declared props leave out `component`, which it renders (antd's own Text and Title pass it).
const Shell = TypographyShell as unknown as ComponentType<HTMLAttributes<HTMLElement> & { component: Element }>;

function Plain({ component, type, className, ...rest }: Props & { component: Element }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const classes = [type && `${getPrefixCls("typography")}-${type}`, className].filter(Boolean).join(" ");
  return <Shell component={component} className={classes || undefined} {...rest} />;
}

/*
 * antd's Typography.Text, Paragraph and Title as they render without ellipsis, copying or editing:
 * the same element, classes and styles. antd's own bring that machinery wherever they are used (its
 * TextArea, the input's styles, copy buttons: about 19 KB gzip), so screens of a first load — the
 * shell, the dashboard — use these; pages that need those features use antd's.
 */

/** `<Typography.Text type>`. */
export const PlainText = (props: Props) => <Plain component="span" {...props} />;

/** `<Typography.Paragraph type>`. */
export const PlainParagraph = (props: Props) => <Plain component="div" {...props} />;

/** `<Typography.Title level>`. */
export const PlainTitle = ({ level = 1, ...props }: Props & { level?: 1 | 2 | 3 | 4 | 5 }) => <Plain component={`h${level}`} {...props} />;
