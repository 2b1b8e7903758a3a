// What the games API answers when it refuses, in one place so routes and tests quote the same words.


export const GAMES_API_MESSAGES = {
  notFound: 'Game not found',
  changedMeanwhile: 'This game was changed meanwhile: reload it and try again',
  notYours: 'Only the league\'s admin or the managers of the game\'s teams can do this',
  adminOnly: 'Only the league\'s admin can do this',
  reportAsManager: 'Only the managers of the game\'s teams report scores; as the league\'s admin, enter the score instead',
  alreadyConfirmed: 'The score is already confirmed: the league\'s admin can correct it',
  nothingToConfirm: 'There is no reported score to confirm',
  completeWithScore: 'Enter a score to complete a game',
  seasonFixed: 'A game stays in its season: delete it and schedule it in the other season',
  statsNotYours: 'You can enter stat lines only for a team you manage',
  notStarted: (start: string) => `Scores can be reported once the game has started: it starts ${start}`,
  reportsDisagree: (home: string, away: string) => `The two managers' reports disagree (home team's manager ${home}, away team's manager ${away}): choose one of them or type the score to confirm`,
  scheduleBusy: 'A schedule for this season is being generated right now: wait until it is saved, then reload the schedule before generating again',
  playoffTeamsFixed: 'A playoff game\'s teams come from its bracket: they change only through results',
  /** A game refused for its field: `place` ('Court 1 at Central Gym'), `other` the game already there ('Ants vs Bees, 2027-03-06 10:00-11:00'). */
  fieldTaken: (place: string, other: string) => `${place} is already in use at that time: ${other}. Choose another time or field, or book it anyway (double booking)`,
  tiedNotAllowed: (sport: string, score: string) => `A ${sport} game cannot end tied (${score}): enter the score after overtime or extra innings, or allow ties in the league's game settings`,
  playoffDelete: 'A playoff game goes with its playoff stage: delete the stage on the Schedule tab\'s Playoffs instead',
} as const;
