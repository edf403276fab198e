import { useState } from "react";
import { Button, Input, Space } from "antd";
import { PlusOutlined } from "@ant-design/icons";

/**
 * The inputs that add to a list of specifications, shared by the specification-template form
 * and the product editor. `onAdd` answers whether the addition was taken; the typed text is
 * cleared only then, so a refused value stays for the user to correct.
 */
interface Labels {
  placeholder: string;
  addLabel: string;
}

/** One value for an existing specification. */
export function AddValueInput({
  onAdd,
  placeholder,
  addLabel,
  width,
  testIds,
}: Labels & {
  onAdd: (value: string) => boolean;
  width: number;
  testIds: { input: string; add: string };
}) {
  const [text, setText] = useState("");
  const add = () => {
    if (onAdd(text)) setText("");
  };
  return (
    <Space.Compact size="small">
      <Input
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={add}
        placeholder={placeholder}
        style={{ width }}
        data-testid={testIds.input}
      />
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={add}
        data-testid={testIds.add}
      >
        {addLabel}
      </Button>
    </Space.Compact>
  );
}

/** A new specification: its name and its first value. */
export function NewSpecInputs({
  onAdd,
  namePlaceholder,
  placeholder,
  addLabel,
  testIds,
}: Labels & {
  onAdd: (name: string, value: string) => boolean;
  namePlaceholder: string;
  testIds: { name: string; value: string; add: string };
}) {
  const [name, setName] = useState("");
  const [value, setValue] = useState("");
  const add = () => {
    if (!onAdd(name, value)) return;
    setName("");
    setValue("");
  };
  return (
    <Space wrap>
      <Input
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={namePlaceholder}
        style={{ width: 180 }}
        data-testid={testIds.name}
      />
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={add}
        placeholder={placeholder}
        style={{ width: 180 }}
        data-testid={testIds.value}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={add}
        data-testid={testIds.add}
      >
        {addLabel}
      </Button>
    </Space>
  );
}
