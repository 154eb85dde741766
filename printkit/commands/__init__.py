"""The commands: each is declared next to its runner in a module here (registry.py says how).

This index says which module declares each command, so that a calculator's command line imports only its own
module (the package is imported anyway: the index costs no module of its own). Generated from the declarations
by `python -m printkit.commands.registry`; tests/test_registry.py fails when it differs. Its order is the order
`printkit --help` and `printkit help GAME` list the commands in (move a line to move a command; the generator
keeps the order).
"""

# command -> its module in printkit/commands/
WHERE = {
    'games': 'kit_cmds',
    'validate': 'data_cmds',
    'schema': 'data_cmds',
    'audit': 'data_cmds',
    'build': 'kit_cmds',
    'vassal': 'kit_cmds',
    'verify': 'kit_cmds',
    'preflight': 'preflight_cmds',
    'hex': 'hexgame_cmds',
    'area': 'effort_cmds',
    'lookup': 'calc_cmds',
    'turn': 'hexgame_cmds',
    'entry': 'hexgame_cmds',
    'crt': 'hexgame_cmds',
    'combat': 'effort_cmds',
    'drm': 'hexgame_cmds',
    'move-cost': 'hexgame_cmds',
    'path': 'path_cmds',
    'supply': 'hexgame_cmds',
    'weather': 'hexgame_cmds',
    'hits': 'calc_cmds',
    'raid': 'calc_cmds',
    'recovery': 'calc_cmds',
    'victory': 'effort_cmds',
    'victory-check': 'scenario_victory_cmds',
    'card': 'card_cmds',
    'retreat': 'retreat_cmds',
    'allocate': 'allocate_cmds',
    'move': 'effort_cmds',
    'deploy': 'effort_cmds',
    'score': 'effort_cmds',
    'effort': 'effort_cmds',
    'diplomacy': 'effort_cmds',
    'ceasefire': 'effort_cmds',
    'neutralize': 'effort_cmds',
    'segments': 'effort_cmds',
    'information': 'effort_cmds',
    'alliances': 'effort_cmds',
    'fire': 'fire_cmds',
    'support': 'fire_cmds',
    'scatter': 'fire_cmds',
    'arrival': 'fire_cmds',
    'initiative': 'fire_cmds',
    'air-move': 'air_cmds',
    'air-strike': 'air_cmds',
    'air-support': 'air_cmds',
    'air-combat': 'air_cmds',
    'isolation': 'logistics_cmds',
    'supply-state': 'logistics_cmds',
    'attrition': 'logistics_cmds',
    'production': 'logistics_cmds',
    'replacements': 'logistics_cmds',
    'mobilize': 'logistics_cmds',
    'upgrade': 'logistics_cmds',
    'play': 'play_cmds',
    'completion': 'play_cmds',
    'help': 'help_cmds',
    'tts': 'tts_cmds',
}
# the commands that are tools, not calculators (a session runs only calculators)
TOOLS = ('games', 'validate', 'schema', 'audit', 'build', 'vassal', 'verify', 'preflight', 'play', 'completion', 'help', 'tts',)
# a calculator's session name -> its command, where the two differ
SESSION = {'can-move': 'move'}
