from skilleval.cli import main

main()
