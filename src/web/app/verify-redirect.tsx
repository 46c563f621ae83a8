import { redirect } from "react-router";
import { paths } from "../config/paths";

export const loader = () => redirect(paths.dashboard.verify.automovil.getHref(), 301);
