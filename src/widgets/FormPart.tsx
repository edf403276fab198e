import type { FormEvent, ReactNode } from "react";

const stay = (event: FormEvent) => event.preventDefault();

/**
 * One part of a long antd form, given a DOM `<form>` of its own; the antd form around it is
 * rendered with `component="div"`, so its values and rules stay one form.
 *
 * Why: on every keystroke Chromium's autofill reads again every field of the DOM form the
 * edited field belongs to (in a task after the key). In the product editor with a 1,000-SKU
 * table that was 160 fields and 8–14 ms per key; a section's own form is a few fields.
 * Pressing Enter in a part's single field submits nothing.
 *
 * Without children it is an empty, hidden form with an `id`, which fields elsewhere join
 * through their `form` attribute: the SKU table's rows, whose cells share no element a form
 * could wrap.
 */
export function FormPart({ children, id }: { children?: ReactNode; id?: string }) {
  if (children === undefined) return <form id={id} hidden onSubmit={stay} />;
  return (
    <form id={id} onSubmit={stay} noValidate>
      {children}
    </form>
  );
}
