/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CompanySignupForm } from "@/components/account/company-signup-form";
import { RetailSignupForm } from "@/components/account/retail-signup-form";
import { GENDER_INVALID_MESSAGE, USER_TYPE_INVALID_MESSAGE, ZCompanySignupRequest, ZRetailSignupRequest } from "@/lib/contracts/account";
import { Messages } from "@/lib/constants";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const SCHEMA_TEXT = /Invalid input|expected|Too (big|small)|Unrecognized/;

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe("signup messages (issue 10: no schema text on screen)", () => {
  it("the retail form says 'This is required field.' under an empty Gender", async () => {
    render(<RetailSignupForm />);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    const gender = screen.getByLabelText(/Gender/);
    await waitFor(() => expect(gender.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(gender.getAttribute("aria-describedby")!)?.textContent).toBe(Messages.required);
    expect(document.body.textContent).not.toMatch(SCHEMA_TEXT);
  });

  it("the company form shows only the spec's wording when empty", async () => {
    render(<CompanySignupForm />);
    fireEvent.click(screen.getByRole("button", { name: "Register company" }));
    await screen.findAllByText(Messages.required);
    expect(document.body.textContent).not.toMatch(SCHEMA_TEXT);
  });

  it("gender: empty is required, a present but invalid value has its own message", () => {
    for (const gender of [undefined, null, ""]) expect(issuesOf(ZRetailSignupRequest.safeParse({ userType: "retail", gender }), "gender")).toEqual([Messages.required]);
    for (const gender of [3, 0, "1", "male"]) expect(issuesOf(ZRetailSignupRequest.safeParse({ userType: "retail", gender }), "gender")).toEqual([GENDER_INVALID_MESSAGE]);
    expect(issuesOf(ZRetailSignupRequest.safeParse({ userType: "retail", gender: 1 }), "gender")).toEqual([]);
  });

  it("company userType, passwords and lengths never answer schema text", () => {
    expect(issuesOf(ZCompanySignupRequest.safeParse({ userType: "" }), "userType")).toEqual([Messages.required]);
    expect(issuesOf(ZCompanySignupRequest.safeParse({ userType: "airline" }), "userType")).toEqual([USER_TYPE_INVALID_MESSAGE]);
    const long = ZCompanySignupRequest.safeParse({ userType: "travelAgent", password: `a1${"x".repeat(300)}`, confirmPassword: 5 });
    for (const message of [...issuesOf(long, "password"), ...issuesOf(long, "confirmPassword")]) expect(message).not.toMatch(SCHEMA_TEXT);
  });
});
