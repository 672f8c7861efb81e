export { checkHuman, formStamp, HONEYPOT_FIELD, STAMP_FIELD, STAMP_MAX_AGE_MS, stampTime, type HumanCheckInput } from "./stamp.ts";
export { takeVisitorQuota, visitorLimits, type QuotaKeys, type QuotaRule, type VisitorLimits } from "./quota.ts";
export { VISITOR_FORM_TABLES } from "./tables.ts";
