/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup, type CheckboxOption } from "@/components/ui/checkbox-group";
import { Field, requiredMessage } from "@/components/ui/field";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/pagination";
import { PhoneInput, type PhoneValue } from "@/components/ui/phone-input";
import { StatusMessage } from "@/components/ui/status-message";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { clearClientState } from "@/lib/api-client";

describe("Pagination", () => {
  it("disables Prev on page 1 and moves with Next and the page selector", () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} totalPages={5} onPageChange={onPageChange} />);
    const prev = screen.getByRole<HTMLButtonElement>("button", { name: "Prev" });
    const next = screen.getByRole<HTMLButtonElement>("button", { name: "Next" });
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);

    fireEvent.click(next);
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Page" });
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual(["1", "2", "3", "4", "5"]);
    fireEvent.change(select, { target: { value: "4" } });
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it("disables Next on the last page and both buttons with one page", () => {
    const { rerender } = render(<Pagination page={3} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Prev" }).disabled).toBe(false);

    rerender(<Pagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Prev" }).disabled).toBe(true);
  });
});

function ControlledGroup({ options }: { options: CheckboxOption[] }) {
  const [value, setValue] = useState<string[]>([]);
  return <CheckboxGroup label="Airlines" options={options} value={value} onChange={setValue} />;
}

describe("CheckboxGroup", () => {
  const airlines = [
    { value: "AI", label: "Air India" },
    { value: "6E", label: "IndiGo" },
    { value: "UK", label: "Vistara" },
  ];

  it("shows Select All only when there is more than one option", () => {
    const { rerender } = render(<ControlledGroup options={airlines.slice(0, 1)} />);
    expect(screen.getByRole("group", { name: "Airlines" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "Select All" })).toBeNull();
    rerender(<ControlledGroup key="many" options={airlines} />);
    expect(screen.getByRole("checkbox", { name: "Select All" })).toBeTruthy();
  });

  it("Select All toggles every option and follows the individual boxes", () => {
    render(<ControlledGroup options={airlines} />);
    const selectAll = screen.getByRole<HTMLInputElement>("checkbox", { name: "Select All" });
    const boxes = airlines.map((a) => screen.getByRole<HTMLInputElement>("checkbox", { name: a.label }));

    fireEvent.click(selectAll);
    expect(boxes.every((b) => b.checked)).toBe(true);
    expect(selectAll.checked).toBe(true);

    fireEvent.click(boxes[1]);
    expect(selectAll.checked).toBe(false);
    expect(selectAll.indeterminate).toBe(true);

    fireEvent.click(boxes[1]);
    expect(selectAll.checked).toBe(true);

    fireEvent.click(selectAll);
    expect(boxes.some((b) => b.checked)).toBe(false);
  });
});

describe("PhoneInput", () => {
  it("defaults to India +91, offers no excluded country and reports changes", () => {
    const onChange = jest.fn<void, [PhoneValue]>();
    render(<PhoneInput id="mobile" label="Mobile number" phone="" onChange={onChange} error={requiredMessage} />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Country code" });
    expect(select.value).toBe("in");
    expect(select.options[0].value).toBe("in");
    expect(select.options[0].textContent).toContain("+91");
    const offered = Array.from(select.options).map((o) => o.value);
    for (const excluded of ["pk", "af", "iq", "ir", "kp", "ps"]) expect(offered).not.toContain(excluded);
    expect(offered.length).toBeGreaterThan(200);

    const input = screen.getByLabelText<HTMLInputElement>("Mobile number");
    expect(input.type).toBe("tel");
    fireEvent.change(input, { target: { value: "98765-43210" } });
    expect(onChange).toHaveBeenLastCalledWith({ country: "in", dialCode: "+91", phone: "9876543210" });

    fireEvent.change(select, { target: { value: "ae" } });
    expect(onChange).toHaveBeenLastCalledWith({ country: "ae", dialCode: "+971", phone: "" });

    expect(screen.getByRole("alert").textContent).toBe("This is required field.");
  });

  it("falls back to India for an excluded country", () => {
    render(<PhoneInput id="m2" label="Phone" country="pk" phone="" onChange={jest.fn()} />);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Country code" }).value).toBe("in");
  });
});

describe("Modal", () => {
  it("shows a success icon with an accessible label and closes with OK", () => {
    const onOpenChange = jest.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Booking confirmed" variant="success">
        Your PNR is ABC123.
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Booking confirmed" });
    expect(within(dialog).getByRole("img", { name: "Success" })).toBeTruthy();
    expect(within(dialog).queryByRole("img", { name: "Error" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows an error icon for the error variant and none by default", () => {
    const { rerender } = render(<Modal open onOpenChange={jest.fn()} title="Payment unsuccessful" variant="error" />);
    expect(screen.getByRole("img", { name: "Error" })).toBeTruthy();
    rerender(<Modal open onOpenChange={jest.fn()} title="Details" />);
    expect(screen.queryByRole("img", { name: "Error" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Success" })).toBeNull();
  });

  it("a form dialog's actions: Cancel closes, the submit button submits the named form and waits while saving", () => {
    const onCancel = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { rerender } = render(
      <Modal open onOpenChange={jest.fn()} title="Add area" showOk={false} actions={<ModalFormActions form="area-form" onCancel={onCancel} isSaving={false} submitLabel="Add" />}>
        <form id="area-form" onSubmit={onSubmit} />
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Add area" });
    expect(within(dialog).queryByRole("button", { name: "OK" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    const add = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Add" });
    expect(add.type).toBe("submit");
    expect(add.getAttribute("form")).toBe("area-form");
    fireEvent.click(add);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <Modal open onOpenChange={jest.fn()} title="Add area" showOk={false} actions={<ModalFormActions form="area-form" onCancel={onCancel} isSaving />}>
        <form id="area-form" onSubmit={onSubmit} />
      </Modal>,
    );
    expect(within(screen.getByRole("dialog")).getByRole<HTMLButtonElement>("button", { name: /Save/ }).disabled).toBe(true);
  });
});

describe("Field, Button, LoadingOverlay", () => {
  it("Field labels the control and shows 'This is required field.'", () => {
    render(
      <Field label="Remarks" htmlFor="remarks" required error={requiredMessage}>
        <input id="remarks" />
      </Field>,
    );
    expect(screen.getByLabelText(/Remarks/)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This is required field.");
  });

  it("Button loading disables it", () => {
    render(<Button loading>Send</Button>);
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Send" });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("LoadingOverlay renders a busy progressbar only when shown", () => {
    const { rerender } = render(<LoadingOverlay show={false} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    rerender(<LoadingOverlay show />);
    const bar = screen.getByRole("progressbar", { name: "Loading..." });
    expect(bar.getAttribute("aria-busy")).toBe("true");
  });
});

function ToastTrigger() {
  const toast = useToast();
  return <button onClick={() => toast.error("Payment unsuccessful")}>Pay</button>;
}

describe("StatusMessage", () => {
  it("shows an error as an alert, any other outcome as a status, and nothing without a message", () => {
    const { rerender, container } = render(<StatusMessage message={{ tone: "error", text: "Refund failed" }} />);
    expect(screen.getByRole("alert").textContent).toBe("Refund failed");
    expect(screen.getByRole("alert").className).toContain("text-red-700");
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<StatusMessage message={{ tone: "ok", text: "Refunded" }} />);
    expect(screen.getByRole("status").textContent).toBe("Refunded");
    expect(screen.getByRole("status").className).toContain("text-green-800");
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<StatusMessage message={null} />);
    expect(container.innerHTML).toBe("");
  });
});

describe("Toast", () => {
  it("shows a toast and hides it after 4 seconds", () => {
    jest.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <ToastTrigger />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByRole("button", { name: "Pay" }));
      expect(screen.getAllByText("Payment unsuccessful").length).toBeGreaterThan(0);
      act(() => {
        jest.advanceTimersByTime(4500);
      });
      expect(screen.queryAllByText("Payment unsuccessful")).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("clearClientState", () => {
  it("removes persisted state, user data and the logged-in cookie", () => {
    localStorage.setItem("wayfare-core-state", "{}");
    localStorage.setItem("wayfare-user", "{}");
    localStorage.setItem("wayfare-site", '{"id":1}');
    document.cookie = "logged_in_cookie=1; path=/";
    expect(document.cookie).toContain("logged_in_cookie=1");
    clearClientState();
    expect(localStorage.getItem("wayfare-core-state")).toBeNull();
    expect(localStorage.getItem("wayfare-user")).toBeNull();
    expect(localStorage.getItem("wayfare-site")).toBe('{"id":1}');
    expect(document.cookie).not.toContain("logged_in_cookie");
  });
});
