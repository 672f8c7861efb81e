import { sweepAdminScreens } from "./admin-axe.ts";

sweepAdminScreens("the admin's design screens are accessible in both languages", [
  "/manage/blocks",
  { list: "/manage/blocks", link: /^\/manage\/blocks\/[\w-]+$/ },
  "/manage/squidex/icons",
  "/manage/squidex/colors",
  "/manage/colors",
  "/manage/text-styles",
  "/manage/tailwind",
]);
