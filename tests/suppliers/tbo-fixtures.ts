/**
 * A hand-written TBO Air v10 Search answer in the documented shape (reference/flight-suppliers.md
 * section 1.2), with known values to check the adapter's mapping field by field.
 */
const airport = (code: string, name: string, terminal: string, city: string) => ({ AirportCode: code, AirportName: name, Terminal: terminal, CityCode: code, CityName: city, CountryCode: "IN", CountryName: "India" });
const DEL = airport("DEL", "Indira Gandhi Airport", "2", "Delhi");
const BOM = airport("BOM", "Chhatrapati Shivaji International", "1", "Mumbai");

const zeroFare = { YQTax: 0, AdditionalTxnFeeOfrd: 0, AdditionalTxnFeePub: 0, PGCharge: 0, Discount: 0, PLBEarned: 0, IncentiveEarned: 0, TdsOnPLB: 0, TdsOnIncentive: 0, ServiceFee: 0 };

export const INDIGO_RESULT = {
  ResultIndex: "OB2[TBO]aQL8Cu2CvJfmTagPYiFQ==",
  Source: 6,
  IsLCC: true,
  IsRefundable: false,
  AirlineRemark: " 6E Saver fare. ",
  ResultFareType: "RegularFare",
  Fare: { ...zeroFare, Currency: "INR", BaseFare: 3596, Tax: 927.5, TaxBreakup: [{ key: "K3", value: 180 }], OtherCharges: 0, ChargeBU: [], PublishedFare: 4523.5, CommissionEarned: 0, OfferedFare: 4523.5, TdsOnCommission: 0 },
  FareBreakdown: [{ Currency: "INR", PassengerType: 1, PassengerCount: 1, BaseFare: 3596, Tax: 927.5, YQTax: 0, AdditionalTxnFeeOfrd: 0, AdditionalTxnFeePub: 0, PGCharge: 0 }],
  Segments: [
    [
      {
        Baggage: "15 Kg",
        CabinBaggage: "7 Kg",
        CabinClass: 2,
        TripIndicator: 1,
        SegmentIndicator: 1,
        Airline: { AirlineCode: "6E", AirlineName: "IndiGo", FlightNumber: "2134", FareClass: "R", OperatingCarrier: "" },
        Origin: { Airport: DEL, DepTime: "2026-09-15T06:10:00" },
        Destination: { Airport: BOM, ArrTime: "2026-09-15T08:20:00" },
        Duration: 130,
        GroundTime: 0,
        Mile: 0,
        StopOver: false,
        StopPoint: "",
        StopPointArrivalTime: "0001-01-01T00:00:00",
        StopPointDepartureTime: "0001-01-01T00:00:00",
        Craft: "320",
        Remark: null,
        IsETicketEligible: true,
        FlightStatus: "Confirmed",
        Status: "HK",
      },
    ],
  ],
  LastTicketDate: null,
  TicketAdvisory: null,
  FareRules: [],
  AirlineCode: "6E",
  ValidatingAirline: "6E",
};

export const AIR_INDIA_TECH_STOP_RESULT = {
  ResultIndex: "OB7",
  Source: 4,
  IsLCC: false,
  IsRefundable: true,
  AirlineRemark: "",
  ResultFareType: "RegularFare",
  Fare: { ...zeroFare, Currency: "INR", BaseFare: 5120, Tax: 1034.505, OtherCharges: 0, PublishedFare: 6154.505, CommissionEarned: 153.6, PLBEarned: 10.24, OfferedFare: 5990.665, TdsOnCommission: 3.07, TdsOnPLB: 0.2 },
  FareBreakdown: [{ Currency: "INR", PassengerType: 1, PassengerCount: 1, BaseFare: 5120, Tax: 1034.505 }],
  Segments: [
    [
      {
        Baggage: "25 Kg",
        CabinBaggage: "7 Kg",
        CabinClass: 2,
        TripIndicator: 1,
        SegmentIndicator: 1,
        Airline: { AirlineCode: "AI", AirlineName: "Air India", FlightNumber: "887", FareClass: "T", OperatingCarrier: "AI" },
        Origin: { Airport: { ...DEL, Terminal: "3" }, DepTime: "2026-09-15T07:00:00" },
        Destination: { Airport: { ...BOM, Terminal: "2" }, ArrTime: "2026-09-15T10:05" },
        Duration: "185",
        GroundTime: 0,
        StopOver: true,
        StopPoint: "AMD",
        StopPointArrivalTime: "2026-09-15T08:30:00",
        StopPointDepartureTime: "2026-09-15T09:10:00",
        Craft: "321",
        FlightStatus: "Confirmed",
      },
    ],
  ],
  LastTicketDate: "2026-09-13T23:59:00",
};

export const SEARCH_ANSWER = {
  Response: {
    ResponseStatus: 1,
    Error: { ErrorCode: 0, ErrorMessage: "" },
    TraceId: "2d2f63a8-1b9e-4c6f-9a55-3f0f6b1d2e77",
    Origin: "DEL",
    Destination: "BOM",
    Results: [[INDIGO_RESULT, AIR_INDIA_TECH_STOP_RESULT]],
  },
};
