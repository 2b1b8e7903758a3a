// What an automation will do next and when: the Autopilot page's dry run. Each job kind answers its planned acts
// from the same reads its run makes, without writing anything.
export interface PlannedAct {
  /** When it will happen (ISO 8601); now or earlier means on the next sweep. */
  at: string;
  /** Which automation acts (a key of the Autopilot page's list, e.g. 'team_invites'). */
  automation: string;
  /** The act as the organiser reads it ("Invite Eastgate FC back to Spring 2027"). */
  summary: string;
}
