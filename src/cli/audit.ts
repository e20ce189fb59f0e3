/**
 * Changes made from the command line go to the audit log like the web's, with the operator as
 * actor: no user id, "cli:<OS user>" as name, no IP (DESIGN §10).
 */
export { recordActorAudit as recordCliAudit } from "../server/services/actor-audit";
