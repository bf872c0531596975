/** The spec's Sharing enumeration for a transfer (spec 001 section 3): SIC (shared) or PVT (private). */
export const DMC_TRANSFER_SHARING = ["SIC", "PVT"] as const;
export type DmcTransferSharing = (typeof DMC_TRANSFER_SHARING)[number];
