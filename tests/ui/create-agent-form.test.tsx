/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CreateAgentForm } from "@/components/backoffice/agents/create-agent-form";

const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? null;

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CreateAgentForm />
    </QueryClientProvider>,
  );
}

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

describe("/createNewUser form (spec 001 sections 5 and 8)", () => {
  it("shows every rule at once in the spec's words, without calling the server", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Create agent" }));
    await waitFor(() => expect(errorOf("agent-first-name")).toBe("This is required field."));
    expect(errorOf("agent-type")).toBe("This is required field.");
    expect(errorOf("agent-email")).toBe("Either phone or email is required.");
    expect(errorOf("agent-phone")).toBe("Either phone or email is required.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's shortError under its fields", async () => {
    const body = { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "x", shortError: { "userData.customer.email": "An account with this email already exists", "userData.customer.phone": "An account with this phone number already exists" } };
    // jsdom has no Response: the form reads ok, status and json().
    global.fetch = jest.fn(async () => ({ ok: false, status: 400, json: async () => body })) as unknown as typeof fetch;
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: /B2c/ }));
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: "Dev" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "dev@example.test" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Phone/ }), { target: { value: "9876543210" } });
    fireEvent.click(screen.getByRole("button", { name: "Create agent" }));
    await waitFor(() => expect(errorOf("agent-email")).toBe("An account with this email already exists"));
    expect(errorOf("agent-phone")).toBe("An account with this phone number already exists");
    expect(screen.queryByTestId("create-agent-error")).toBeNull();
  });
});
