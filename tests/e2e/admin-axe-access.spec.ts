import { sweepAdminScreens } from "./admin-axe.ts";

sweepAdminScreens("the admin's access screens are accessible in both languages", ["/manage/users", "/manage/account"]);
