import "server-only";
import { SIM_AIRPORTS } from "./airports";

/** FlightCabinClass values an airline sells: 2 economy, 3 premium economy, 4 business, 6 first. */
export type SimAirline = {
  code: string;
  name: string;
  isLcc: boolean;
  /** Indian carriers fly domestic routes; foreign carriers only to and from their hub. */
  isIndian: boolean;
  hubs: readonly string[];
  /** Indian airports on its domestic network. */
  domestic: readonly string[];
  /** Indian airports with its international flights. */
  gateways: readonly string[];
  /** Foreign airports on its network (a foreign carrier's hub included). */
  international: readonly string[];
  /** Relative daily frequency on a route. */
  share: number;
  /** Flight-number ranges: domestic India, international touching India, everything else. */
  numbers: { domestic: [number, number]; india: [number, number]; other: [number, number] };
  narrowbody: readonly string[];
  widebody: readonly string[];
  cabins: readonly number[];
  /** GDS commission on the base fare, basis points (0 for LCCs). */
  commissionBp: number;
  priceFactor: number;
};

const ALL_INDIAN = [...SIM_AIRPORTS.values()].filter((a) => a.countryCode === "IN").map((a) => a.code);
const list = (codes: string) => codes.split(" ");

export const SIM_AIRLINES: readonly SimAirline[] = [
  {
    code: "6E", name: "IndiGo", isLcc: true, isIndian: true, hubs: list("DEL BOM BLR HYD CCU MAA"), domestic: ALL_INDIAN,
    gateways: list("DEL BOM BLR HYD MAA CCU COK TRV AMD PNQ GOX LKO ATQ"), international: list("DXB AUH SHJ DOH MCT SIN BKK KUL KTM CMB MLE"),
    share: 1, numbers: { domestic: [2001, 6999], india: [1001, 1899], other: [1001, 1899] }, narrowbody: ["A320", "A321"], widebody: ["A321"],
    cabins: [2, 4], commissionBp: 0, priceFactor: 0.92,
  },
  {
    code: "AI", name: "Air India", isLcc: false, isIndian: true, hubs: list("DEL BOM BLR"), domestic: ALL_INDIAN,
    gateways: list("DEL BOM BLR HYD MAA CCU COK AMD TRV"), international: list("DXB AUH SHJ DOH MCT SIN BKK KUL LHR FRA CDG JFK HKG SYD KTM CMB MLE"),
    share: 0.55, numbers: { domestic: [401, 999], india: [101, 399], other: [101, 399] }, narrowbody: ["A320", "A321"], widebody: ["787", "777", "A350"],
    cabins: [2, 3, 4, 6], commissionBp: 300, priceFactor: 1.08,
  },
  {
    code: "UK", name: "Vistara", isLcc: false, isIndian: true, hubs: list("DEL BOM"),
    domestic: list("DEL BOM BLR MAA CCU HYD GOI GOX COK AMD PNQ JAI LKO PAT GAU IXC SXR IXB BBI VNS ATQ IDR"),
    gateways: list("DEL BOM"), international: list("DXB AUH DOH SIN BKK LHR FRA CDG KTM CMB MLE MCT HKG"),
    share: 0.4, numbers: { domestic: [801, 999], india: [1, 299], other: [1, 299] }, narrowbody: ["A320", "A321"], widebody: ["787"],
    cabins: [2, 3, 4], commissionBp: 400, priceFactor: 1.1,
  },
  {
    code: "SG", name: "SpiceJet", isLcc: true, isIndian: true, hubs: list("DEL BOM"),
    domestic: list("DEL BOM BLR MAA CCU HYD GOI GOX COK AMD PNQ JAI PAT GAU SXR IXB VNS IXC ATQ UDR IDR"),
    gateways: list("DEL BOM AMD"), international: list("DXB SHJ MCT BKK KTM"),
    share: 0.2, numbers: { domestic: [101, 999], india: [1, 99], other: [1, 99] }, narrowbody: ["737"], widebody: ["737"],
    cabins: [2], commissionBp: 0, priceFactor: 0.9,
  },
  {
    code: "QP", name: "Akasa Air", isLcc: true, isIndian: true, hubs: list("BOM BLR DEL"),
    domestic: list("BOM BLR DEL AMD GOX GOI COK LKO PNQ GAU HYD MAA CCU VNS SXR PAT IXB"),
    gateways: list("BOM BLR DEL"), international: list("DOH AUH"),
    share: 0.25, numbers: { domestic: [1101, 1899], india: [501, 599], other: [501, 599] }, narrowbody: ["737"], widebody: ["737"],
    cabins: [2], commissionBp: 0, priceFactor: 0.9,
  },
  {
    code: "IX", name: "Air India Express", isLcc: true, isIndian: true, hubs: list("COK BLR DEL"),
    domestic: list("COK BLR DEL BOM MAA HYD CCU TRV CJB GOX PNQ JAI LKO VNS IXB GAU BBI ATQ IXC VTZ SXR IDR AMD"),
    gateways: list("COK TRV BLR MAA DEL BOM CCU HYD LKO ATQ JAI"), international: list("DXB AUH SHJ DOH MCT SIN KUL BKK"),
    share: 0.2, numbers: { domestic: [1101, 2999], india: [101, 599], other: [101, 599] }, narrowbody: ["737", "A320"], widebody: ["737"],
    cabins: [2], commissionBp: 0, priceFactor: 0.88,
  },
  {
    code: "EK", name: "Emirates", isLcc: false, isIndian: false, hubs: ["DXB"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD CCU COK TRV AMD"), international: list("DXB LHR FRA CDG JFK HKG SYD SIN BKK KUL DOH MCT KTM CMB MLE"),
    share: 1, numbers: { domestic: [500, 599], india: [500, 599], other: [1, 499] }, narrowbody: ["777"], widebody: ["777", "A380"],
    cabins: [2, 3, 4, 6], commissionBp: 500, priceFactor: 1.15,
  },
  {
    code: "QR", name: "Qatar Airways", isLcc: false, isIndian: false, hubs: ["DOH"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD CCU COK TRV AMD GOX ATQ NAG"), international: list("DOH LHR FRA CDG JFK HKG SYD SIN BKK KUL DXB AUH MCT KTM CMB MLE"),
    share: 1, numbers: { domestic: [500, 599], india: [500, 599], other: [1, 499] }, narrowbody: ["A320", "737"], widebody: ["787", "A350", "777"],
    cabins: [2, 4, 6], commissionBp: 500, priceFactor: 1.12,
  },
  {
    code: "SQ", name: "Singapore Airlines", isLcc: false, isIndian: false, hubs: ["SIN"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD CCU COK AMD"), international: list("SIN LHR FRA CDG JFK HKG SYD BKK KUL CMB MLE KTM"),
    share: 1, numbers: { domestic: [401, 530], india: [401, 530], other: [1, 399] }, narrowbody: ["737"], widebody: ["A350", "787", "777"],
    cabins: [2, 3, 4, 6], commissionBp: 500, priceFactor: 1.15,
  },
  {
    code: "EY", name: "Etihad Airways", isLcc: false, isIndian: false, hubs: ["AUH"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD CCU COK TRV AMD JAI LKO"), international: list("AUH LHR FRA CDG JFK HKG SYD SIN BKK KUL KTM CMB MLE"),
    share: 1, numbers: { domestic: [200, 299], india: [200, 299], other: [1, 199] }, narrowbody: ["A320", "A321"], widebody: ["787", "A350"],
    cabins: [2, 4, 6], commissionBp: 450, priceFactor: 1.1,
  },
  {
    code: "TG", name: "Thai Airways", isLcc: false, isIndian: false, hubs: ["BKK"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD CCU GAU"), international: list("BKK LHR FRA CDG HKG SYD SIN KUL KTM CMB"),
    share: 1, numbers: { domestic: [301, 340], india: [301, 340], other: [400, 999] }, narrowbody: ["A320"], widebody: ["777", "A350"],
    cabins: [2, 4], commissionBp: 400, priceFactor: 1,
  },
  {
    code: "LH", name: "Lufthansa", isLcc: false, isIndian: false, hubs: ["FRA"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD"), international: list("FRA LHR CDG JFK HKG SIN BKK"),
    share: 1, numbers: { domestic: [750, 779], india: [750, 779], other: [1, 749] }, narrowbody: ["A320", "A321"], widebody: ["A350", "747"],
    cabins: [2, 3, 4, 6], commissionBp: 400, priceFactor: 1.2,
  },
  {
    code: "BA", name: "British Airways", isLcc: false, isIndian: false, hubs: ["LHR"], domestic: [],
    gateways: list("DEL BOM BLR MAA HYD"), international: list("LHR JFK FRA CDG HKG SIN BKK SYD DXB DOH AUH MCT KUL"),
    share: 1, numbers: { domestic: [130, 199], india: [130, 199], other: [1, 129] }, narrowbody: ["A320", "A321"], widebody: ["777", "787"],
    cabins: [2, 3, 4, 6], commissionBp: 400, priceFactor: 1.2,
  },
];

export const findAirline = (code: string): SimAirline | undefined => SIM_AIRLINES.find((a) => a.code === code);
