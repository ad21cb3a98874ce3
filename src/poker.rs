//! Cards and their spellings, card sets, every ranking the statements use as a value
//! (`Ladder`, with its plain evaluator), the fast evaluator of a ladder, and the
//! subsets that best-of-N searches walk.

mod card;
mod cardset;
mod eval;
mod ladder;
mod spelling;
mod strength;
mod subsets;

pub use card::{Card, ParseCardError, Rank, Suit};
pub use cardset::{CardSet, Iter};
pub use eval::{Evaluator, Hand, PackedHand, for_each_seven_card_hand};
// Its own line, so that a bundle that does not use Omaha's tables leaves them out.
pub use eval::Omaha;
pub use ladder::{Ace, Kind, Ladder, LadderKey};
pub use spelling::{Order, Spelling};
pub use strength::Strength;
pub use subsets::{Subset, Subsets};
