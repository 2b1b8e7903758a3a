// The stand-in's training phrasings: how organisers ask for each tool, trained into an intent classifier (NLP.js) at
// start. Names and dates are placeholders, as the stand-in writes a question before classifying it: xteam, xvenue,
// xseason, xlevel, xperson, xleague (a known name of that kind), xdate (a date or time chrono-node found), xscore
// (a score such as 3-1), xnum (a number) and xemail (an e-mail address). tests/unit/bedrock-twin-held-out.test.ts asks in other words.
import type { ToolName } from '../../../functions/assistant/tool-catalogue';

export const TRAINING: Record<ToolName, string[]> = {
  next_games: [
    'when does xteam play next', 'when is the next game', 'what are the upcoming games', 'show me the next games',
    'who does xteam play next', 'next match for xteam', 'what games are coming up', 'list the next xnum games',
    'when is xteam next fixture', 'upcoming fixtures for xteam', 'what is on the schedule next', 'who plays next',
  ],
  standings: [
    'show the standings', 'who is top of the table', 'what does the league table look like', 'standings for xlevel',
    'who is in first place', 'how are the teams ranked', 'show me the table for xseason', 'who is leading the league',
    'where is xteam in the standings', 'current rankings', 'points table', 'who is bottom of the table',
    'which team leads at the moment', 'which team is first', 'what team is winning the league',
  ],
  unpaid_registrants: [
    'who has not paid', 'who hasnt paid for xseason', 'who still owes money', 'list the unpaid registrants',
    'which registrations are unpaid', 'outstanding fees for xseason', 'who owes registration fees', 'show unpaid players',
    'who is behind on payment', 'which players still need to pay', 'unpaid fees', 'who has an outstanding balance',
  ],
  unanswered_players: [
    'who has not said if they are coming', 'who has not replied for xdate', 'which players have not answered',
    'who has not responded to xteam game', 'who has not confirmed attendance', 'missing RSVPs for xdate',
    'who has not told us if they can play', 'unanswered availability for xteam', 'who still needs to reply',
    'which players did not respond about xdate', 'who is undecided about the game', 'who has not rsvped',
  ],
  registration_progress: [
    'how is registration going', 'how many have signed up so far', 'registration numbers compared to last season',
    'how many sign ups for xseason', 'are registrations ahead of last year', 'registration progress',
    'how many registrations do we have', 'compare signups with last season', 'how are sign ups tracking',
    'registration count for xseason', 'how many people registered', 'are we up or down on registrations',
  ],
  games_without_venue: [
    'which games have no venue', 'games without a field', 'which games still need a location',
    'games missing a venue xdate', 'what games have not been assigned a field', 'games with no pitch',
    'are there games without a venue', 'which fixtures lack a ground', 'list games that need a venue',
    'which games have no place to play', 'unassigned venues', 'games still without a field xdate',
  ],
  create_game: [
    'create a game between xteam and xteam xdate', 'schedule xteam against xteam xdate at xvenue',
    'add a game xteam vs xteam xdate', 'set up a match between xteam and xteam xdate', 'book a game for xteam and xteam xdate',
    'new game xteam v xteam xdate at xvenue', 'put xteam versus xteam on the schedule xdate', 'arrange a fixture xteam against xteam xdate',
    'add a match xdate between xteam and xteam', 'create fixture xteam xteam xdate', 'make a game with xteam and xteam xdate',
    'schedule a new game xdate xteam vs xteam',
  ],
  move_games: [
    'move xdate games at xvenue to xdate', 'reschedule the xdate games to xdate', 'move xteam game to xdate',
    'push the xdate games back to xdate', 'shift xdate matches at xvenue to xdate', 'postpone xdate games to xdate',
    'change the date of xdate games to xdate', 'move the games on xdate to xdate', 'reschedule xteam xdate game to xdate',
    'bring the xdate games forward to xdate', 'move games at xvenue from xdate to xdate', 'delay xdate fixtures until xdate',
  ],
  cancel_games: [
    'cancel xdate games at xvenue', 'cancel the games on xdate', 'call off xdate matches', 'cancel xteam game xdate',
    'xdate games are cancelled', 'scrap the games at xvenue xdate', 'rain out all games xdate', 'cancel everything on xdate',
    'drop the xdate fixtures', 'the games xdate at xvenue are off', 'cancel xteam match on xdate', 'abandon xdate games',
  ],
  preview_schedule: [
    'generate a schedule', 'preview the schedule for xseason', 'make a round robin schedule', 'draft the fixtures for xlevel',
    'create the season schedule', 'build a schedule for xseason', 'show me a generated schedule', 'what would the schedule look like',
    'generate fixtures for xlevel', 'plan out the season games', 'produce a round robin', 'auto schedule the season',
  ],
  invite_teams: [
    'invite the teams back', 'invite last season teams to xseason', 'send invitations to the teams',
    'ask the teams from last season to return', 'invite all teams', 'invite teams for xseason', 'get last year teams to sign up again',
    'send team invites', 'reinvite the teams', 'bring back last season teams', 'invite returning teams', 'email the teams an invitation',
    'invite the teams from xseason back to xseason', 'ask last season managers to bring their teams back',
  ],
  invite_players: [
    'invite xteam players', 'invite the players of xteam back', 'send invitations to xteam players', 'invite last season players to xteam',
    'ask xteam players to rejoin', 'reinvite xteam roster', 'invite players back to xteam', 'send xteam players an invite for xseason',
    'get xteam players to register again', 'invite the roster of xteam', 'invite returning players for xteam', 'invite xteam squad',
    'invite xemail to xteam', 'send xemail an invitation to join xteam', 'invite xemail and xemail to play for xteam', 'add xemail to the xteam roster',
    'invite a new player xemail to xteam', 'invite xemail to join the xteam team',
  ],
  draft_message: [
    'send a reminder to the unpaid registrants', 'remind them to pay', 'message xteam', 'email all managers',
    'send a message to the league', 'write to the waitlist', 'tell xteam that xdate game is moved', 'remind everyone who owes fees',
    'draft an email to the paid registrants', 'send a note to the coaches', 'announce to the whole league', 'remind them',
    'send them a reminder', 'email xteam players', 'notify the managers', 'let xteam know about xdate', 'tell the waitlist the news',
    'let everyone know the games are on',
  ],
  open_registration: [
    'open registration', 'open sign ups for xseason', 'start registration', 'let people register now', 'open the registration for xseason',
    'begin accepting registrations', 'turn on registration', 'registration can open', 'make registration available',
    'start taking sign ups', 'open the season for registration', 'launch registration for xseason',
  ],
  close_registration: [
    'close registration', 'close sign ups for xseason', 'stop registration', 'end registration now', 'close the registration for xseason',
    'stop accepting registrations', 'turn off registration', 'no more sign ups', 'shut registration', 'registration is full close it',
    'end sign ups', 'stop taking registrations for xseason',
  ],
  offer_waitlist_place: [
    'offer a place to the waitlist', 'offer the next waitlisted person a spot', 'give xperson a place', 'take someone off the waitlist',
    'offer xperson a spot', 'move the first on the waiting list in', 'let the next person on the waitlist in', 'offer a waitlist place',
    'promote xperson from the waitlist', 'a spot opened up offer it', 'give the waiting list a place', 'admit the next waitlisted player',
  ],
  enter_result: [
    'xteam beat xteam xscore', 'enter the result xteam xscore xteam', 'record a score xteam xscore against xteam',
    'xteam won xscore against xteam', 'final score xteam xscore xteam', 'put in the result xteam vs xteam xscore',
    'xteam lost xscore to xteam', 'log the score xteam xteam xscore', 'xteam and xteam drew xscore', 'result xteam xnum xteam xnum',
    'enter the score of xteam game xscore', 'the game between xteam and xteam ended xscore',
  ],
};

/** Off-topic requests, trained as NLP.js's None intent so they are not forced onto a tool. */
export const NONE_PHRASINGS = [
  'what is the weather', 'tell me a joke', 'hello', 'thanks', 'who are you', 'what is the capital of france',
  'write me a poem', 'how do i cook pasta', 'book a flight', 'what time is it in tokyo', 'play some music', 'help',
];
