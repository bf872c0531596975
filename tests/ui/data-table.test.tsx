/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { DataTable, type DataTableColumn, type DataTableSort } from "@/components/ui/data-table";

type Person = { id: number; name: string; email: string; city: string };
const PEOPLE: Person[] = [
  { id: 1, name: "Asha", email: "asha@x.test", city: "Pune" },
  { id: 2, name: "Bilal", email: "bilal@x.test", city: "Delhi" },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, sortKey: "name", canHide: false },
  { id: "email", header: "Email", cell: (p) => p.email, sortKey: "email" },
  { id: "city", header: "City", cell: (p) => p.city, isHiddenByDefault: true },
];

function headers() {
  return within(screen.getByRole("table")).getAllByRole("columnheader").map((h) => h.textContent?.replace(/[▲▼]/g, "").trim());
}

beforeEach(() => window.localStorage.clear());

describe("DataTable", () => {
  it("shows the rows and moves pages through the spec's Prev/Next/page selector", () => {
    const onPageChange = jest.fn();
    render(<DataTable tableId="t1" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={2} totalPages={3} totalRecords={52} onPageChange={onPageChange} emptyMessage="No Reults found!" />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("52 total")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole("button", { name: "Prev" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.change(screen.getByRole("combobox", { name: "Page" }), { target: { value: "3" } });
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it("asks the caller to sort by the column's server key, toggling the direction", () => {
    function Harness() {
      const [sort, setSort] = useState<DataTableSort>({ key: "name", order: "asc" });
      return (
        <>
          <output data-testid="sort">{`${sort.key} ${sort.order}`}</output>
          <DataTable tableId="t2" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={1} totalPages={1} onPageChange={() => {}} sort={sort} onSortChange={setSort} emptyMessage="No Reults found!" />
        </>
      );
    }
    render(<Harness />);
    const nameHeader = screen.getAllByRole("columnheader")[0];
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
    fireEvent.click(within(nameHeader).getByRole("button", { name: /Name/ }));
    expect(screen.getByTestId("sort").textContent).toBe("name desc");
    expect(screen.getAllByRole("columnheader")[0].getAttribute("aria-sort")).toBe("descending");
    fireEvent.click(screen.getByRole("button", { name: /Email/ }));
    expect(screen.getByTestId("sort").textContent).toBe("email asc");
    expect(screen.getAllByRole("columnheader")[0].getAttribute("aria-sort")).toBeNull();
  });

  it("lets the user choose columns and remembers the choice per table", () => {
    const { unmount } = render(<DataTable tableId="people" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={1} totalPages={1} onPageChange={() => {}} emptyMessage="No Reults found!" />);
    expect(headers()).toEqual(["Name", "Email"]);
    // Name cannot be hidden, so it is not offered.
    expect(screen.queryByRole("checkbox", { name: "Name" })).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "City" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Email" }));
    expect(headers()).toEqual(["Name", "City"]);
    expect(screen.getByText("Pune")).toBeTruthy();
    unmount();

    render(<DataTable tableId="people" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={1} totalPages={1} onPageChange={() => {}} emptyMessage="No Reults found!" />);
    expect(headers()).toEqual(["Name", "City"]);
    window.localStorage.clear();
  });

  it("another table keeps its own column choice", () => {
    window.localStorage.setItem("wayfare.table.people.hiddenColumns", JSON.stringify(["email"]));
    render(<DataTable tableId="others" label="Others" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={1} totalPages={1} onPageChange={() => {}} emptyMessage="No Reults found!" />);
    expect(headers()).toEqual(["Name", "Email"]);
  });

  it("shows the empty state in the caller's words, and a loading state while fetching", () => {
    const { rerender } = render(<DataTable tableId="t3" label="Requests" columns={COLUMNS} rows={[]} getRowId={(p) => p.id} page={1} totalPages={0} onPageChange={() => {}} emptyMessage="No Requests found!" />);
    expect(screen.getByRole("status").textContent).toBe("No Requests found!");
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    rerender(<DataTable tableId="t3" label="Requests" columns={COLUMNS} rows={[]} getRowId={(p) => p.id} page={1} totalPages={0} onPageChange={() => {}} isLoading emptyMessage="No Requests found!" />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("true");
  });

  it("renders row actions only when configured, and only on rows they apply to", () => {
    const onSelect = jest.fn();
    const { rerender } = render(<DataTable tableId="t4" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} page={1} totalPages={1} onPageChange={() => {}} emptyMessage="No Reults found!" />);
    expect(headers()).not.toContain("Actions");
    rerender(
      <DataTable
        tableId="t4"
        label="People"
        columns={COLUMNS}
        rows={PEOPLE}
        getRowId={(p) => p.id}
        page={1}
        totalPages={1}
        onPageChange={() => {}}
        emptyMessage="No Reults found!"
        rowActions={[{ id: "open", label: (p) => `Open ${p.name}`, onSelect, isVisible: (p) => p.city === "Delhi" }]}
      />,
    );
    expect(headers()).toContain("Actions");
    expect(screen.queryByRole("button", { name: "Open Asha" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open Bilal" }));
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it("without paging props shows all its rows as one page, counting them unless told otherwise", () => {
    const { rerender } = render(<DataTable tableId="t5" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} emptyMessage="No Reults found!" />);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByText("2 total")).toBeTruthy();
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(pager).getByRole("combobox", { name: "Page" })).toHaveProperty("value", "1");
    expect(within(pager).getAllByRole("option")).toHaveLength(1);
    expect(within(pager).getByRole("button", { name: "Prev" })).toHaveProperty("disabled", true);
    expect(within(pager).getByRole("button", { name: "Next" })).toHaveProperty("disabled", true);
    rerender(<DataTable tableId="t5" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} totalRecords={7} emptyMessage="No Reults found!" />);
    expect(screen.getByText("7 total")).toBeTruthy();
    rerender(<DataTable tableId="t5" label="People" columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.id} totalRecords={null} emptyMessage="No Reults found!" />);
    expect(screen.queryByText(/ total$/)).toBeNull();
    expect(screen.getAllByRole("row")).toHaveLength(3);
  });
});
