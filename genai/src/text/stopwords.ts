/** English function words: never keyphrases, never skills on their own. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above across after again against all almost along also although always am among an and another any anyone anything are around as at
  be became because become been before being below between both but by can cannot could did do does doing done down during each either else
  enough etc even ever every few for from further get gets getting given go goes going got had has have having he her here hers herself him
  himself his how however i if in into is it its itself just least less like made make makes many may me might more most much must my myself
  need needs neither no nor not now of off often on once one only onto or other others our ours ourselves out over own per please rather
  really same say shall she should since so some someone something still such than that the their theirs them themselves then there these
  they this those though through thus to too toward towards under until up upon us use used uses using very via was we well were what
  whatever when where whether which while who whom whose why will with within without would yet you your yours yourself yourselves able
  including include includes within across etc e.g i.e ie eg`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Everyday English words that are also product or language names (Go, Word, Spring, Swift,
 * Access, Teams...). A dictionary alias that is one of these only counts when written with its
 * capital and seen among other skills; see `src/taxonomy/guards.ts`.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `go word words spring swift rust ruby chef puppet express access project projects teams team dynamics sheets docs outlook analytics audition
  make ant shell pig hive flask bottle pyramid meteor ember backbone node react storm spark beam flink office windows paint publisher photos
  keynote pages numbers notes forms bootstrap foundation material jest mocha chai jasmine karma cypress compose helm vault consul packer
  travis circle bamboo sonar trello slack zoom basecamp monday notion oracle crystal reports looker glue lambda canvas blackboard epic
  sage visual studio eclipse atom sublime postman insomnia charles fiddler processing logo scratch alice assembly groovy drill solr
  elastic pulsar rabbit celery snowflake athena scala julia dart delphi pascal rest ray elk sem lan sen instruction d c r b j k q v e f`
    .split(/\s+/)
    .filter(Boolean),
);
