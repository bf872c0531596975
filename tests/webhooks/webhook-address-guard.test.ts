import { blockedAddressKind } from "@/server/webhooks/webhook-address-guard";
import { isAllowedWebhookUrl } from "@/lib/contracts/webhooks";

/*
 * Which addresses a webhook may never reach (SSRF, decision 0033): private, loopback, link-local,
 * carrier-grade NAT, multicast, cloud metadata and reserved ranges, IPv4 and IPv6, including IPv4
 * embedded in IPv6 (mapped, compatible, NAT64, 6to4).
 */
describe("blockedAddressKind", () => {
  it.each([
    ["10.0.0.5", "a private address"],
    ["172.16.0.1", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["127.0.0.1", "a loopback address"],
    ["127.9.9.9", "a loopback address"],
    ["169.254.1.1", "a link-local address"],
    ["169.254.169.254", "a cloud metadata address"],
    ["169.254.170.2", "a cloud metadata address"],
    ["100.100.100.200", "a cloud metadata address"],
    ["168.63.129.16", "a cloud metadata address"],
    ["100.64.0.1", "a carrier-grade NAT address"],
    ["100.127.255.254", "a carrier-grade NAT address"],
    ["224.0.0.1", "a multicast address"],
    ["239.255.255.250", "a multicast address"],
    ["0.0.0.0", "a reserved address"],
    ["240.0.0.1", "a reserved address"],
    ["255.255.255.255", "a reserved address"],
    ["198.18.0.1", "a reserved address"],
    ["::1", "a loopback address"],
    ["::", "a reserved address"],
    ["fe80::1", "a link-local address"],
    ["fc00::1", "a private address"],
    ["fd12:3456::1", "a private address"],
    ["fd00:ec2::254", "a cloud metadata address"],
    ["ff02::1", "a multicast address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["::ffff:10.0.0.1", "a private address"],
    ["::ffff:169.254.169.254", "a cloud metadata address"],
    ["::ffff:100.64.0.1", "a carrier-grade NAT address"],
    ["::10.0.0.1", "a private address"],
    ["64:ff9b::a00:1", "a private address"],
    ["2002:a00:1::1", "a private address"],
    ["2002:7f00:1::", "a loopback address"],
  ])("%s is %s", (address, kind) => {
    expect(blockedAddressKind(address)).toBe(kind);
  });

  it.each(["8.8.8.8", "93.184.216.34", "100.63.255.255", "100.128.0.1", "172.32.0.1", "169.255.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])("%s is public", (address) => {
    expect(blockedAddressKind(address)).toBeNull();
  });
});

describe("isAllowedWebhookUrl (the scheme rule)", () => {
  it("https always; http only to a loopback host and only with the loopback opt-in", () => {
    expect(isAllowedWebhookUrl("https://hooks.partner.example/x", false)).toBe(true);
    expect(isAllowedWebhookUrl("http://127.0.0.1:9000/hooks", false)).toBe(false);
    expect(isAllowedWebhookUrl("http://localhost:9000/hooks", false)).toBe(false);
    expect(isAllowedWebhookUrl("http://127.0.0.1:9000/hooks", true)).toBe(true);
    expect(isAllowedWebhookUrl("http://[::1]:9000/hooks", true)).toBe(true);
    expect(isAllowedWebhookUrl("http://hooks.partner.example/x", true)).toBe(false);
    expect(isAllowedWebhookUrl("http://10.0.0.1/x", true)).toBe(false);
    expect(isAllowedWebhookUrl("https://user:pw@hooks.partner.example/x", false)).toBe(false);
  });
});
