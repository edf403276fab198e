import "@ant-design/v5-patch-for-react-19";
/**
 * Every widget's property panel edits a component in the original designer's format without
 * losing a key: each panel opens a component of the fixture page and changes a number and a
 * text through its controls; the component it hands back has every key it had, and only the
 * edited values differ.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render } from "@testing-library/react";
import { Refine, type DataProvider } from "@refinedev/core";
import { WIDGETS } from "../../../resources/pageDiy/widgets/registry";
import {
  changedLeaves,
  missingPaths,
  ORIGINAL_COMPONENTS,
} from "../../fixtures/pageDiy/originalDocument";
import { stubMatchMedia } from "../library/matchMedia";
// As the console does at start: the access provider answers for every area's resources.
import "../../../resources";

vi.setConfig({ testTimeout: 30_000 });
stubMatchMedia();
vi.mock("../../../providers/session", () => ({
  currentAdmin: () => ({ permissionsList: ["*:*:*"], roles: "2", merId: 1 }),
}));
afterEach(cleanup);

const empty = async () => ({ data: [] as never[], total: 0 });
const dataProvider = {
  getList: empty,
  custom: async () => ({ data: [] as never }),
  getOne: empty,
  create: empty,
  update: empty,
  deleteOne: empty,
  getApiUrl: () => "/api/",
} as unknown as DataProvider;

function openPanel(name: string) {
  const widget = WIDGETS.find((w) => w.name === name)!;
  const { timestamp: _timestamp, ...config } = ORIGINAL_COMPONENTS.find(
    (c) => c.name === name,
  )!;
  const onChange = vi.fn();
  const Panel = widget.Panel;
  const view = render(
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <Panel config={config as never} onChange={onChange} />
    </Refine>,
  );
  return { config, onChange, view };
}

/** What the panel handed back after its last change. */
const lastChange = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)![0] as Record<string, unknown>;

describe("every widget's panel", () => {
  it.each(WIDGETS.map((w) => [w.id, w.name]))(
    "%s keeps every key of the component it edits",
    (_, name) => {
      const { config, onChange, view } = openPanel(name);
      const number = view.container.querySelector<HTMLInputElement>(
        "input.ant-input-number-input",
      );
      expect(number, "a number control").not.toBeNull();
      const max = Number(number!.getAttribute("aria-valuemax") ?? 100);
      const now = Number(number!.value);
      fireEvent.change(number!, {
        target: { value: String(now + 1 <= max ? now + 1 : now - 1) },
      });
      expect(onChange).toHaveBeenCalled();
      const edited = lastChange(onChange);
      expect(missingPaths(config, edited)).toEqual([]);
      expect(changedLeaves(config, edited)).toHaveLength(1);

      const text = view.container.querySelector<HTMLInputElement>(
        "input.ant-input:not([readonly]):not([data-testid^='color-'])",
      );
      if (text) {
        onChange.mockClear();
        fireEvent.change(text, { target: { value: `${text.value}改` } });
        const retyped = lastChange(onChange);
        expect(missingPaths(config, retyped)).toEqual([]);
        const changed = changedLeaves(config, retyped);
        // A picture-cube cell edited also becomes the selected one, mirrored where the original's editor keeps it.
        if (name === "pictureCube")
          expect(
            changed.every((leaf) => /^(picStyle|menuConfig)\./.test(leaf)),
          ).toBe(true);
        else expect(changed).toHaveLength(1);
      }

      const colour = view.container.querySelector<HTMLInputElement>(
        "input[data-testid='color-hex']",
      );
      if (colour) {
        onChange.mockClear();
        fireEvent.change(colour, { target: { value: "#123456" } });
        const recoloured = lastChange(onChange);
        expect(missingPaths(config, recoloured)).toEqual([]);
        expect(changedLeaves(config, recoloured)).toHaveLength(1);
      }
    },
  );
});
