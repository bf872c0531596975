import { closeDb } from "@/db/client";
import { POST as detailRoute } from "@/app/api/ticketDetail/getTicketDetail/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

const PATH = "/api/ticketDetail/getTicketDetail";

describe("POST /api/ticketDetail/getTicketDetail answers ticketed bookings only (decision 0016)", () => {
  it("shows a ticketed, change-requested or cancelled booking; a draft, held or failed booking is 404 'Ticket not found'", async () => {
    const site = await createTestSite();
    const agent = await createTestUser(site.id, { userType: "travelAgent" });
    const token = await logInAs(site.domain, agent.email!);
    const book = (status: string, statusId: number) => insertBooking({ siteId: site.id, userId: agent.id, status, statusId, passengers: [{ firstName: "Asha", lastName: "Rao", ticketNumber: status === "draft" ? undefined : "312-1" }] });
    const detail = (bookingId: number) => call(detailRoute, PATH, { host: site.domain, token, body: { bookingId } });

    for (const [status, statusId] of [["ticketed", 3], ["changeRequested", 7], ["cancelled", 4]] as const) {
      const res = await detail((await book(status, statusId)).id);
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    for (const [status, statusId] of [["draft", 0], ["held", 1], ["booking", 0], ["failed", 0], ["released", 0], ["needsAttention", 0]] as const) {
      const res = await detail((await book(status, statusId)).id);
      expect({ status, code: res.status, body: res.body }).toMatchObject({ status, code: 404, body: { success: false, errorCode: "NOT_FOUND", errorMessage: "Ticket not found" } });
    }
  });
});
