import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import { renderToString } from "react-dom/server";
import {
  Affix, Alert, App, Avatar, Breadcrumb, Button, Card, Cascader, Checkbox, Col, ConfigProvider,
  DatePicker, Descriptions, Divider, Drawer, Dropdown, Empty, Flex, Form, Image, Input, InputNumber, Layout, Menu,
  message, Modal, notification, Pagination, Popconfirm, Popover, Radio, Rate, Result, Row, Segmented, Select,
  Skeleton, Slider, Space, Spin, Statistic, Steps, Switch, Table, Tabs, Tag, TimePicker, Timeline, Tooltip, Tree,
  TreeSelect, Typography, Upload, type ThemeConfig,
} from "antd";

/**
 * Build-time half of antd's styles. antd generates every component's CSS in the browser, on
 * its first mount: profiled, about a third of the main-thread time of a page's first load. The
 * console renders antd in CSS-variable mode, so those styles do not depend on the colour theme
 * (the colours are variables, set at run time): they can be generated once, at build time, into
 * the console's stylesheet. `extractStyle` also writes the list of the styles it holds into that
 * stylesheet, and antd's runtime reads it and skips generating them.
 *
 * What is rendered here decides what is covered: each component once, with the parts that bring
 * in further components' styles (a table's pagination and selection, the panels of pop-ups,
 * which a server render would otherwise leave out). A component not rendered here is not
 * broken: the browser generates its styles as before.
 */
function Showcase() {
  const options = [{ value: "a", label: "a", children: [{ value: "b", label: "b" }] }];
  const treeData = [{ key: "a", value: "a", title: "a", children: [{ key: "b", value: "b", title: "b" }] }];
  return (
    <App>
      <Layout>
        <Layout.Sider collapsible>
          <Menu mode="inline" theme="dark" items={[{ key: "a", label: "a", children: [{ key: "b", label: "b" }] }]} />
        </Layout.Sider>
        <Layout>
          <Layout.Header>
            <Menu mode="horizontal" items={[{ key: "a", label: "a", children: [{ key: "b", label: "b" }] }]} />
          </Layout.Header>
          <Layout.Content>
            <Breadcrumb items={[{ title: "a" }, { title: "b" }]} />
            <Typography.Title>t</Typography.Title>
            <Typography.Paragraph ellipsis copyable>
              p
            </Typography.Paragraph>
            <Typography.Text type="secondary">t</Typography.Text>
            <Typography.Link>l</Typography.Link>
            <Card title="c" extra={<Button type="link">b</Button>} tabList={[{ key: "a", tab: "a" }]}>
              <Card.Meta title="m" avatar={<Avatar>a</Avatar>} />
            </Card>
            <Form layout="inline">
              <Form.Item label="a" required validateStatus="error" help="e" tooltip="t" extra="x">
                <Input allowClear />
              </Form.Item>
              <Form.Item label="b">
                <Space.Compact>
                  <Space.Addon>a</Space.Addon>
                  <Input.Search enterButton />
                  <Input.Password />
                  <Input.TextArea showCount maxLength={9} />
                  <InputNumber />
                </Space.Compact>
              </Form.Item>
              <Select options={[{ value: "a", label: "a" }]} mode="multiple" />
              <Cascader options={options} />
              <TreeSelect treeData={treeData} treeCheckable />
              <DatePicker />
              <DatePicker.RangePicker showTime />
              <TimePicker />
              <Checkbox.Group options={["a"]} />
              <Radio.Group optionType="button" options={["a"]} />
              <Radio.Group options={["a"]} />
              <Switch />
              <Slider range />
              <Rate />
              <Segmented options={["a", "b"]} />
              <Upload listType="picture-card" fileList={[{ uid: "1", name: "a", status: "done", url: "/a.png" }]} />
              <Upload.Dragger />
            </Form>
            <Table
              rowKey="a"
              columns={[
                { title: "a", dataIndex: "a", sorter: true, filters: [{ text: "a", value: "a" }], fixed: "left", ellipsis: true },
                { title: "b", dataIndex: "b", fixed: "right" },
              ]}
              dataSource={[{ a: 1, b: 2 }]}
              rowSelection={{}}
              expandable={{ expandedRowRender: () => "x" }}
              scroll={{ x: 800 }}
              pagination={{ total: 100, showSizeChanger: true, showQuickJumper: true, showTotal: (total) => total }}
              size="small"
              bordered
              summary={() => null}
            />
            <Table loading dataSource={[]} columns={[{ title: "a", dataIndex: "a" }]} />
            <Pagination total={100} simple />
            <Tabs type="editable-card" items={[{ key: "a", label: "a", children: "a" }]} />
            <Tabs type="card" items={[{ key: "a", label: "a" }]} />
            <Tabs items={[{ key: "a", label: "a" }]} />
            <Descriptions bordered items={[{ key: "a", label: "a", children: "a" }]} />
            <Steps items={[{ title: "a" }, { title: "b" }]} size="small" />
            <Timeline items={[{ children: "a" }]} />
            <Tree treeData={treeData} checkable draggable showLine />
            <Tree.DirectoryTree treeData={treeData} />
            <Statistic title="a" value={1} />
            <Result status="404" title="a" />
            <Result status="success" title="a" />
            <Empty />
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            <Skeleton active avatar />
            <Skeleton.Image />
            <Skeleton.Button />
            <Skeleton.Input />
            <Spin />
            <Alert type="info" message="a" showIcon closable />
            <Tag closable>t</Tag>
            <Tag.CheckableTag checked>t</Tag.CheckableTag>
            <Avatar.Group>
              <Avatar>a</Avatar>
            </Avatar.Group>
            <Image src="/a.png" alt="" />
            <Image.PreviewGroup items={["/a.png"]} />
            <Divider>d</Divider>
            <Space wrap size="small">
              <span />
            </Space>
            <Flex gap="small">
              <Row gutter={8}>
                <Col span={12} />
              </Row>
            </Flex>
            <Affix>
              <Button type="primary" danger icon="+" loading shape="circle" />
            </Affix>
            <Dropdown.Button menu={{ items: [{ key: "a", label: "a" }] }}>d</Dropdown.Button>
            <Dropdown._InternalPanelDoNotUseOrYouWillBeFired menu={{ items: [{ key: "a", label: "a", children: [{ key: "b", label: "b" }] }] }} />
            <Select._InternalPanelDoNotUseOrYouWillBeFired options={[{ value: "a", label: "a" }]} />
            <Cascader._InternalPanelDoNotUseOrYouWillBeFired options={options} />
            <TreeSelect._InternalPanelDoNotUseOrYouWillBeFired treeData={treeData} />
            <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
            <DatePicker._InternalRangePanelDoNotUseOrYouWillBeFired />
            <TimePicker._InternalPanelDoNotUseOrYouWillBeFired />
            <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="t" />
            <Popover._InternalPanelDoNotUseOrYouWillBeFired title="t" content="c" />
            <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="t" />
            <Modal._InternalPanelDoNotUseOrYouWillBeFired title="t" footer={null} />
            <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="t" />
            <message._InternalPanelDoNotUseOrYouWillBeFired type="success" content="m" />
            <notification._InternalPanelDoNotUseOrYouWillBeFired message="n" description="d" />
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}

/** The component styles of every theme in `themes`, as plain CSS, with antd's list of what it holds. */
export function renderAntdStyles(themes: readonly ThemeConfig[]): string {
  const cache = createCache();
  for (const theme of themes) {
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={theme}>
          <Showcase />
        </ConfigProvider>
      </StyleProvider>,
    );
  }
  // Only the component styles: the theme's variables and tokens stay generated at run time.
  return extractStyle(cache, { plain: true, types: "style" });
}
