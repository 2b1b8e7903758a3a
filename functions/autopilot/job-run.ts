// What a job did, counted by act (reminded, offered, drafted, invited, placed ...), for the sweep's answer and log.
export type JobRun = Partial<Record<string, number>>;
